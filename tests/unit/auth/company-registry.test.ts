import { companyRegistryUrl, lookupCompany } from '../../../src/features/auth/company-registry';

const record = {
  Business_Accounting_NO: '04595257',
  Company_Name: '好味餐飲有限公司',
  Company_Status_Desc: '核准設立',
};

function answer(body: string, status = 200) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status }));
}

test('the registry URL is its OData query ($format, $filter, $skip 0, $top 50), with the filter encoded', () => {
  expect(companyRegistryUrl('04595257')).toBe(
    'https://data.gcis.nat.gov.tw/od/data/api/5F64D864-61CB-4D0D-8AD9-492047CC1EA6' +
      '?$format=json&$filter=Business_Accounting_NO%20eq%2004595257&$skip=0&$top=50',
  );
});

test('a bare GET: that URL, no custom headers, no credentials; the first record is returned', async () => {
  const fetchSpy = answer(JSON.stringify([record, { ...record, Company_Name: '第二筆' }]));
  const controller = new AbortController();

  await expect(lookupCompany('04595257', controller.signal)).resolves.toEqual(record);

  expect(fetchSpy).toHaveBeenCalledTimes(1);
  const [url, init] = fetchSpy.mock.calls[0] ?? [];
  expect(url).toBe(companyRegistryUrl('04595257'));
  expect(init).toEqual({ method: 'GET', signal: controller.signal });
});

test.each([
  ['an empty body', ''],
  ['an empty list', '[]'],
])('%s means no company', async (_name, body) => {
  answer(body);
  await expect(lookupCompany('22099131')).resolves.toBeNull();
});

test.each([
  ['an HTTP error', '[]', 503],
  ['an HTML page', '<!doctype html><html></html>', 200],
  ['an object instead of a list', '{"message":"bad"}', 200],
  ['a record without a company name', '[{"Business_Accounting_NO":"22099131"}]', 200],
])('%s rejects', async (_name, body, status) => {
  answer(body, status);
  await expect(lookupCompany('22099131')).rejects.toThrow();
});

test('a network failure or CORS refusal rejects', async () => {
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(lookupCompany('22099131')).rejects.toThrow('Failed to fetch');
});
