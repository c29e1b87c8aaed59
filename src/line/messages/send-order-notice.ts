/**
 * Sends the order notification inside LINE. It returns what happened and never throws: the feature
 * that calls it writes the push-log and tells the buyer, and a notification never fails or repeats an order.
 */
import { MAX_MESSAGES, messagesProblem } from './flex-message';
import type { LineClient, LineMessage } from '../line-client';
import { describeLineError, isLine1200OnIos } from '../line-errors';

export type OrderNoticeResult =
  | { status: 'skipped' }
  | { status: 'sent' }
  | {
      status: 'failed';
      code: string;
      message: string;
      /** LINE 12.0.0 on iOS answered 403: the buyer should update LINE. */
      updateLine: boolean;
    };

const SENDABLE_CONTEXTS = new Set(['utou', 'group', 'room']);

/** Inside LINE, opened from a chat, with chat_message.write not unavailable. */
export async function canNotify(line: LineClient | null): Promise<boolean> {
  if (line === null || !line.isInClient()) return false;
  const context = line.getContextType();
  if (context === null || !SENDABLE_CONTEXTS.has(context)) return false;
  try {
    return (await line.permissionQuery('chat_message.write')) !== 'unavailable';
  } catch {
    // A LIFF without the permission API: let sendMessages decide.
    return true;
  }
}

export async function sendOrderNotice(
  line: LineClient | null,
  messages: LineMessage[],
): Promise<OrderNoticeResult> {
  if (line === null || !(await canNotify(line))) return { status: 'skipped' };
  const batch = messages.slice(0, MAX_MESSAGES);
  const problem = messagesProblem(batch);
  if (problem !== null)
    return { status: 'failed', code: 'INVALID_MESSAGE', message: problem, updateLine: false };
  try {
    await line.sendMessages(batch);
    return { status: 'sent' };
  } catch (error) {
    const { code, message } = describeLineError(error);
    return { status: 'failed', code, message, updateLine: code === '403' && isLine1200OnIos(line) };
  }
}
