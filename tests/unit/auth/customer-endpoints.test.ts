import { customerApi, customersOf } from '../../../src/api/endpoints/customer';
import { httpFor, resultOf } from '../../../src/api/http';
import { createTokenStore } from '../../../src/phone/token-store';
import type { Customer, LoginResult } from '../../../src/api/types';
import { LINE_USERS } from '../../support/fake-line';
import { freshStore } from '../../support/fresh-store';
import { serveDemoBackend } from '../../support/serve-demo-backend';

const tokens = createTokenStore();

serveDemoBackend();

/** A store whose http layer holds the demo account's real tokens. */
async function signedInStore() {
  const login = resultOf<LoginResult>(
    (
      await httpFor(tokens).post('/api/custAuth/login', {
        account: 'demo',
        LineId: LINE_USERS.demo,
      })
    ).data,
  );
  tokens.save(login.accessToken ?? '', login.refreshAccessToken ?? '');
  return freshStore(tokens);
}

test('customersOf reads a bare list or a paged answer, and drops what is not a customer', () => {
  const shop = { id: 1, name: 'a', fullname: 'a' };
  expect(customersOf([shop, null, { name: 'no id' }, 'x'])).toEqual([shop]);
  expect(customersOf({ items: [shop], total: 1 })).toEqual([shop]);
  expect(customersOf(null)).toEqual([]);
  expect(customersOf({ message: 'odd' })).toEqual([]);
});

test('list, detail, update and unbind against the demo backend', async () => {
  const store = await signedInStore();

  const list = await store
    .dispatch(customerApi.endpoints.customerList.initiate({ lineid: LINE_USERS.demo }))
    .unwrap();
  expect(list.map((c) => c.id)).toEqual([101]);

  const detail = await store
    .dispatch(customerApi.endpoints.customerDetail.initiate({ id: 101 }))
    .unwrap();
  expect(detail).toMatchObject({ id: 101, name: '禾豐燒肉', lineid: LINE_USERS.demo });

  const changed: Customer = { ...detail, email: 'new@hefeng.com.tw' };
  await store.dispatch(customerApi.endpoints.updateCustomer.initiate(changed)).unwrap();
  // The update invalidates the cached detail, so the next read is the server's new copy.
  const reread = await store
    .dispatch(customerApi.endpoints.customerDetail.initiate({ id: 101 }))
    .unwrap();
  expect(reread.email).toBe('new@hefeng.com.tw');

  await store
    .dispatch(
      customerApi.endpoints.unbindLine.initiate({ customerid: 101, lineid: LINE_USERS.demo }),
    )
    .unwrap();
  const unbound = await store
    .dispatch(customerApi.endpoints.customerDetail.initiate({ id: 101 }))
    .unwrap();
  expect(unbound.lineid).toBe('');
});
