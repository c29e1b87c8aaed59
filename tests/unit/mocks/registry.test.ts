import { setupServer } from 'msw/node';
import { registryHandlers } from '../../../src/mocks/handlers/registry';
import { resetDb } from '../../../src/mocks/db';
import { companyRegistryUrl, lookupCompany } from '../../../src/features/auth/company-registry';

const server = setupServer(...registryHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetDb());

test('the demo registry knows the demo shops by tax id', async () => {
  expect(await lookupCompany('53212539')).toMatchObject({
    Business_Accounting_NO: '53212539',
    Company_Name: '禾豐燒肉餐飲有限公司',
  });
});

test('an unknown number answers an empty body, read as not found', async () => {
  const response = await fetch(companyRegistryUrl('04595257'));
  expect(await response.text()).toBe('');
  expect(await lookupCompany('04595257')).toBeNull();
});
