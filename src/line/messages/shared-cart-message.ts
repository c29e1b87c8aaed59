/**
 * 傳給負責人's LINE card: one Flex bubble with the shop, the delivery date chosen so far, 品項, 總重 and the amount,
 * and a button 開啟購物車 to the cart's permanent link. Texts arrive already translated (line/ sits below i18n).
 */
import { flexCard, row } from './flex-card';
import type { LineMessage } from '../line-client';

/** LINE's limit on a URI action's address. */
export const MAX_URI_LENGTH = 1000;

export interface SharedCartCardLabels {
  heading: string;
  /** 'From {sender}', already filled in. */
  from: string;
  shop: string;
  deliveryDate: string;
  items: string;
  weight: string;
  amount: string;
  /** The button's text. */
  open: string;
  /** The text message carrying a link too long for a button, already filled in. */
  linkText: string;
}

export interface SharedCartCardContent {
  altText: string;
  shop: string;
  /** '' when none is chosen yet: the row is left out. */
  deliveryDate: string;
  items: string;
  weight: string;
  amount: string;
  url: string;
}

/**
 * The card, and the link as a text message after it when the link is longer than a button may carry (LINE refuses
 * a URI action over 1,000 characters; a text message takes 5,000).
 */
export function sharedCartMessages(
  content: SharedCartCardContent,
  labels: SharedCartCardLabels,
): LineMessage[] {
  const fits = content.url.length <= MAX_URI_LENGTH;
  const rows = [
    row(labels.shop, content.shop),
    ...(content.deliveryDate === '' ? [] : [row(labels.deliveryDate, content.deliveryDate)]),
    row(labels.items, content.items),
    row(labels.weight, content.weight),
    row(labels.amount, content.amount),
  ];
  const card = flexCard({
    altText: content.altText,
    heading: labels.heading,
    notes: [labels.from],
    rows,
    ...(fits ? { button: { label: labels.open, uri: content.url } } : {}),
  });
  return fits ? [card] : [card, { type: 'text', text: labels.linkText }];
}
