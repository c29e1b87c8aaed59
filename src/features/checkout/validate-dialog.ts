/**
 * The dialog's checks, the first failing one shown, in this order: the domain's address, date missing, date too early,
 * time; then what only the dialog knows: a logistics list that failed to load (its stand-in cannot be sent; offline,
 * the dialog says the connection is down rather than that the list failed), no logistics chosen, and an empty cart.
 */
import { validateDeliveryChoice, type DeliveryProblem } from '../../domain/delivery-date';
import type { DeliveryDraft } from '../../store/order/order-types';
import { DELIVERY_METHOD_FALLBACK } from '../../api/endpoints/dict';

export type DialogProblem =
  DeliveryProblem | 'methodsFailed' | 'methodsOffline' | 'methodMissing' | 'emptyCart';

export interface DialogInput {
  /** The chosen address's text; undefined when none is chosen. */
  address: string | null | undefined;
  draft: DeliveryDraft;
  earliest: string;
  methodsFailed: boolean;
  /** The list failed because the call never reached the server. */
  methodsOffline: boolean;
  lineCount: number;
}

export function deliveryProblem(input: DialogInput): DialogProblem | null {
  const { draft } = input;
  const domain = validateDeliveryChoice(
    { address: input.address, expecteddate: draft.expecteddate, deliverytime: draft.deliverytime },
    input.earliest,
  );
  if (domain !== null) return domain;
  if (input.methodsFailed || draft.deliverytype === DELIVERY_METHOD_FALLBACK.code)
    return input.methodsOffline ? 'methodsOffline' : 'methodsFailed';
  if (draft.deliverytype.trim() === '') return 'methodMissing';
  if (input.lineCount === 0) return 'emptyCart';
  return null;
}
