/**
 * The order notification as a LINE Flex bubble (one per order, its button opening /order), and the checks LINE
 * applies to sendMessages, made before sending so a malformed message is reported as ours rather than as a vague
 * LINE 400. Texts arrive already translated: line/ sits below i18n.
 */
import { flexCard, row } from './flex-card';
import type { LineMessage } from '../line-client';

/** LINE's limits for liff.sendMessages. */
export const MAX_MESSAGES = 5;
export const MAX_ALT_TEXT = 1500;

export interface OrderNoticeLabels {
  /** 'New order' heading of the bubble. */
  heading: string;
  orderno: string;
  orderdate: string;
  itemCount: string;
  amount: string;
  /** The button's text. */
  viewOrder: string;
}

export interface OrderNoticeContent {
  /** `廠商 {vendorName} 已下單，請至訂單查詢頁面查看`, already filled in. */
  altText: string;
  orderno: string;
  orderdate: string;
  itemCount: string;
  amount: string;
  /** Where the button leads: the LIFF URL of /order. */
  orderUrl: string;
}

/** One bubble for one order: heading, the order's number, date, item count and amount, and a button to /order. */
export function orderNoticeMessage(
  content: OrderNoticeContent,
  labels: OrderNoticeLabels,
): LineMessage {
  return flexCard({
    altText: content.altText,
    heading: labels.heading,
    rows: [
      row(labels.orderno, content.orderno),
      row(labels.orderdate, content.orderdate),
      row(labels.itemCount, content.itemCount),
      row(labels.amount, content.amount),
    ],
    button: { label: labels.viewOrder, uri: content.orderUrl },
  });
}

/** Why LINE would refuse these messages, or null when they may be sent. */
export function messagesProblem(messages: readonly unknown[]): string | null {
  if (messages.length < 1 || messages.length > MAX_MESSAGES) {
    return `expected 1 to ${String(MAX_MESSAGES)} messages, got ${String(messages.length)}`;
  }
  for (const [i, message] of messages.entries()) {
    if (typeof message !== 'object' || message === null)
      return `message ${String(i)} is not an object`;
    const type: unknown = Reflect.get(message, 'type');
    if (typeof type !== 'string' || type === '') return `message ${String(i)} has no type`;
    if (type === 'flex' || type === 'template') {
      const altText: unknown = Reflect.get(message, 'altText');
      if (typeof altText !== 'string' || altText.trim() === '') {
        return `message ${String(i)} has no altText`;
      }
      // LINE counts characters, not UTF-16 units: an emoji is one.
      if (Array.from(altText).length > MAX_ALT_TEXT) {
        return `message ${String(i)} altText is longer than ${String(MAX_ALT_TEXT)}`;
      }
    }
  }
  return null;
}
