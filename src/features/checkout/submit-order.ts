/**
 * 確認, a confirmed resend, or the check of a pending send (order-send.ts says the flow). Its own module so that
 * every slice it changes reacts to it with `addCase`: the order slice takes the created order, the cart slice
 * empties the shop's cart, the send's slice keeps what runs and what the dialog says.
 */
import type { RootState } from '../../start/make-store';
import { createAppAsyncThunk } from '../../store/thunk';
import type { SubmitRequest, SubmitResult } from './order-send-model';

const isIdle = (state: RootState, customerid: string): boolean =>
  state.orderSend.running[customerid] === undefined;

/** 確認, a confirmed resend, or the check of a pending send: one flow per shop at a time. */
export const submitOrder = createAppAsyncThunk.withTypes<{
  pendingMeta: { checksFirst: boolean };
}>()(
  'orderSend/submit',
  async (request: SubmitRequest, thunkApi): Promise<SubmitResult | null> =>
    (await import('./order-send-steps')).sendOrder(request, thunkApi),
  {
    condition: ({ customerid, draft }, { getState }) =>
      isIdle(getState(), customerid) &&
      (draft !== undefined || getState().order.pendingSends[customerid] !== undefined),
    // A flow that waits for an earlier send's outcome starts by checking, not by sending.
    getPendingMeta: ({ arg }, { getState }) => ({
      checksFirst:
        arg.resend !== true && getState().order.pendingSends[arg.customerid] !== undefined,
    }),
  },
);
