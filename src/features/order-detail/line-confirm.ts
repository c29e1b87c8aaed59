/**
 * 確認 on a delivered line of /orderdetail: POST updateSingleStatus with orderstatus '99'. The call invalidates the
 * line's tag, so RTK Query asks again for the page that shows it. One thunk; its `condition` lets one confirmation
 * run at a time (a double tap, or a tap on another line meanwhile, sends nothing) and never sends a line confirmed
 * in this session again. The store keeps which line is on its way and the last failure
 * (line-confirm-slice.ts).
 */
import type { OrderLine } from '../../api/types';
import { readFailure, type Failure } from '../../domain/failure';
import {
  lineConfirmBegan,
  lineConfirmFailed,
  lineConfirmed,
  lineConfirmSlice,
  selectMayConfirm,
} from './line-confirm-slice';
import { createAppAsyncThunk } from '../../store/thunk';
import { orderDetailApi } from './order-detail-endpoints';

/** Rejected with what the screen words of the failure (its kind and message), not the error itself. */
export const confirmOrderLine = createAppAsyncThunk.withTypes<{ rejectValue: Failure }>()(
  'lineConfirm/send',
  async (line: Pick<OrderLine, 'id' | 'orderid'>, { dispatch, rejectWithValue, extra }) => {
    const id = String(line.id);
    // The slice joins the store with the first confirmation (no open needs its code before).
    extra.join(lineConfirmSlice);
    dispatch(lineConfirmBegan(id));
    try {
      await dispatch(
        orderDetailApi.endpoints.confirmOrderLine.initiate(
          { id: line.id, orderid: line.orderid },
          { track: false },
        ),
      ).unwrap();
      dispatch(lineConfirmed(id));
    } catch (error) {
      const failure = readFailure(error);
      dispatch(lineConfirmFailed({ id, failure }));
      return rejectWithValue(failure);
    }
  },
  { condition: (line, { getState }) => selectMayConfirm(getState(), String(line.id)) },
);
