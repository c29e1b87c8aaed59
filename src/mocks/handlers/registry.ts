/**
 * The public company registry (/login4's lookup) for the demo: the browser would refuse the real one (CORS) and the
 * demo has no internet anyway. It knows the demo shops' tax ids and answers an empty body for any other number,
 * as the registry does.
 */
import { http, HttpResponse } from 'msw';
import type { CompanyRecord } from '../../api/types';
import { getDb } from '../db';

const REGISTRY = 'https://data.gcis.nat.gov.tw/od/data/api/:dataset';

/** The number in `$filter=Business_Accounting_NO eq 12345678`. */
const filteredNumber = (url: URL): string =>
  /Business_Accounting_NO\s+eq\s+'?(\d+)/.exec(url.searchParams.get('$filter') ?? '')?.[1] ?? '';

export const registryHandlers = [
  http.get(REGISTRY, ({ request }) => {
    const taxId = filteredNumber(new URL(request.url));
    const customer = getDb().customers.find((c) => c.taxid === taxId);
    if (!customer) return new HttpResponse('', { status: 200 });
    const record: CompanyRecord = {
      Business_Accounting_NO: taxId,
      Company_Status_Desc: '核准設立',
      Company_Name: customer.fullname,
      Responsible_Name: customer.responsiblename ?? '',
      Company_Location: customer.addresses?.[0]?.address ?? '',
    };
    return HttpResponse.json([record]);
  }),
];
