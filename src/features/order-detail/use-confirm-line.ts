/**
 * 確認 on a delivered line: POST updateSingleStatus with orderstatus '99'. The mutation invalidates the line's tag,
 * so RTK Query asks again for the page that shows it. The base query turns an envelope with a code other than 200
 * into a business error, so a resolved call is code 200 (or an envelope without a code, which counts as success).
 * The line stays busy until the page is in again, so it cannot be tapped while it still shows 90; a failure keeps
 * the line as it was and says why.
 */
import { useRef, useState } from 'react';
import { useConfirmOrderLineMutation } from '../../api/endpoints/order-detail';
import type { OrderLine } from '../../api/types';

export interface ConfirmState {
  /** The line being confirmed or awaiting its refreshed page (id as text), or null. */
  busyId: string | null;
  /** The last failure, for the line it belongs to. */
  failure: { id: string; error: unknown } | null;
  confirm: (line: OrderLine) => Promise<void>;
}

/** `refreshing`: the page is being asked again (after a confirmation, the line's new status is on its way). */
export function useConfirmLine(refreshing: boolean): ConfirmState {
  const [send] = useConfirmOrderLineMutation();
  const [sendingId, setSendingId] = useState<string | null>(null);
  const [confirmedId, setConfirmedId] = useState<string | null>(null);
  const [failure, setFailure] = useState<ConfirmState['failure']>(null);
  // A ref, not the state: two taps in one frame both see the state of the render before them.
  const sending = useRef(false);
  // Lines confirmed in this visit: a tap that lands between the refetch's answer and its re-render still shows 90.
  const confirmed = useRef(new Set<string>());
  const confirm = async (line: OrderLine) => {
    const id = String(line.id);
    // One confirmation at a time: a double tap, or a tap on another line meanwhile, sends nothing.
    if (sending.current || confirmed.current.has(id)) return;
    sending.current = true;
    setSendingId(id);
    setFailure(null);
    try {
      await send({ id: line.id, orderid: line.orderid }).unwrap();
      confirmed.current.add(id);
      setConfirmedId(id);
    } catch (error) {
      setFailure({ id, error });
    } finally {
      sending.current = false;
      setSendingId(null);
    }
  };
  return { busyId: sendingId ?? (refreshing ? confirmedId : null), failure, confirm };
}
