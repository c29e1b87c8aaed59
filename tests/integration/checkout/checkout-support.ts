/** Shared steps of the checkout tests: a cart for the demo shop 101, the open dialog, a complete set of choices. */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { earliestDeliveryDate } from '../../../src/domain/delivery-date';
import { server } from '../../../src/mocks/node';
import { lineAdded, type CartEntry } from '../../../src/store/cart/cart-slice';
import { deliveryOptionOpened } from '../../../src/store/order/order-slice';
import type { AppStore } from '../../../src/store/root-state';
import { porkBelly, tontoro } from '../../support/cart-fixtures';

export { SHOP, porkBelly, tontoro } from '../../support/cart-fixtures';

export const earliest = () => earliestDeliveryDate(new Date(), 'Asia/Taipei');

/** The cart engineer's drawer opens the dialog this way when 送出訂單 is tapped with lines. */
export async function openDialog(store: AppStore, lines: CartEntry[] = [porkBelly, tontoro]) {
  // In act: the shell is already on screen and re-renders with the store.
  act(() => {
    for (const line of lines) store.dispatch(lineAdded(line));
    store.dispatch(deliveryOptionOpened());
  });
  return screen.findByRole('dialog', { name: '選擇收貨地址' }, { timeout: 3000 });
}

export const confirmButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: '確認' });

/** An address (the demo shop's first), the earliest date, 不指定 with a remark; logistics and payment as pre-filled. */
export async function fillDialog(
  user: UserEvent,
  dialog: HTMLElement,
  remark = '請放後門',
  address = '台北市信義區松壽路12號B1',
) {
  await user.click(within(dialog).getByRole('radio', { name: address }));
  fireEvent.change(within(dialog).getByLabelText('希望配送日期'), {
    target: { value: earliest() },
  });
  await user.click(within(dialog).getByRole('radio', { name: '不指定' }));
  if (remark !== '') {
    fireEvent.change(within(dialog).getByRole('textbox', { name: '備註' }), {
      target: { value: remark },
    });
  }
}

/** Counts order/add calls; `answer` replies to the first `times` of them, the rest reach the demo backend. */
export function countOrderAdds(answer?: () => Response | Promise<Response>, times = Infinity) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/order/add', async ({ request }) => {
      bodies.push(await request.clone().json());
      if (answer !== undefined && bodies.length <= times) return answer();
      return undefined;
    }),
  );
  return bodies;
}

export const networkError = () => HttpResponse.error();

/**
 * order/add as a slow server does it: the answer is lost (a network error) and the order is committed later:
 * `'afterFirstLook'`, once the app's first look at the last order after the loss has been answered (so that look
 * still finds the previous order, however slow the machine), or at once (`'before'`: committed before the answer is
 * lost). Returns the bodies the app sent.
 */
export function slowServerCommits(when: 'afterFirstLook' | 'before') {
  const bodies: unknown[] = [];
  let committing = false;
  let lost: Request | null = null;
  const commit = async (request: Request) => {
    committing = true;
    try {
      await fetch(request);
    } finally {
      committing = false;
    }
  };
  server.use(
    http.post('*/api/order/add', async ({ request }) => {
      // The commit itself reaches the demo backend.
      if (committing) return undefined;
      bodies.push(await request.clone().json());
      if (when === 'before') await commit(request.clone());
      else lost = request.clone();
      return HttpResponse.error();
    }),
    http.get('*/api/order/lastorder', () => {
      const request = lost;
      if (request !== null) {
        lost = null;
        // After this look has been answered by the demo backend (it comes next).
        setTimeout(() => void commit(request), 0);
      }
      return undefined;
    }),
  );
  return bodies;
}

/** A shop's address radio and its lines, for the chain account's shops. */
export const chainShops = {
  '301': { address: '台北市信義區松高路19號4樓' },
  '302': { address: '新北市板橋區縣民大道二段7號' },
} as const;

/** The demo cart's lines as another shop's. */
export const linesOf = (customerid: string): CartEntry[] =>
  [porkBelly, tontoro].map((line) => ({ ...line, customerid }));
