/**
 * The next order/add cut short, as a reload, a dropped connection or a lost answer cuts it. `committed`: the demo
 * backend takes the order first (a slow server that commits after the answer is lost), else it never hears of it.
 * `answer`: 'never' (the page went away with the call: nothing comes back) or 'network' (the connection dropped).
 * Only that one call: the next order/add reaches the demo backend as usual.
 */
import { http, HttpResponse } from 'msw';
import { handlers } from '../../src/mocks/handlers';
import { server } from '../../src/mocks/node';

const demoOrderAdd = handlers.find((handler) => handler.info.header === 'POST */api/order/add');

export function cutNextOrderAdd({
  committed,
  answer,
}: {
  committed: boolean;
  answer: 'never' | 'network';
}): void {
  if (demoOrderAdd === undefined) throw new Error('the demo backend has no order/add');
  server.use(
    http.post(
      '*/api/order/add',
      async ({ request, requestId }) => {
        if (committed) await demoOrderAdd.run({ request: request.clone(), requestId });
        if (answer === 'never') await new Promise<never>(() => undefined);
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
}
