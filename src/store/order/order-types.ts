/**
 * The words the order's slices share (the order slice, the send's slice, 各店訂購's pass): plain types, so each slice
 * names them without importing another slice's code.
 */

/**
 * What the buyer has chosen in the delivery dialog so far, for one shop. Kept (and persisted) so a reload loses
 * none of the choices; kept per shop so one shop's remark (a door code) or payment choice never opens in another
 * shop's dialog.
 */
export interface DeliveryDraft {
  /** The chosen address's id, as text; '' = none chosen. */
  addressId: string;
  /** 'YYYY-MM-DD' or ''. */
  expecteddate: string;
  deliverytype: string;
  /** '01' | '02' | '04' or '' (none chosen). */
  deliverytime: string;
  deliverytimeremark: string;
  /** '1' | '2' or ''. */
  ispayment: string;
}

/** A failure as the dialog shows it: plain data, so the store stays serialisable. */
export interface SendFailure {
  kind: string;
  message: string;
}

export type SubmitPhase = 'idle' | 'sending' | 'checking';

/** What the dialog says after a send or a check. */
export type SubmitNotice =
  | { kind: 'failed'; error: SendFailure }
  /** Every check answered, and none found the order. */
  | { kind: 'notFound' }
  /** No check could reach the server. */
  | { kind: 'unreachable' }
  /** Another tab is sending this shop's order right now. */
  | { kind: 'busyElsewhere' };
