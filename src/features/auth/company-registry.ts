/**
 * The public business registry (/login4's tax-id lookup), called with a bare fetch: not through the app's axios
 * instance, so no bearer token, no custom headers and therefore no CORS preflight the registry would refuse.
 */
import type { CompanyRecord } from '../../api/types';
import { isRecord } from '../../domain/is-record';

export const COMPANY_REGISTRY_URL =
  'https://data.gcis.nat.gov.tw/od/data/api/5F64D864-61CB-4D0D-8AD9-492047CC1EA6';

/** The registry query asks for at most 50 rows. */
const TOP = 50;

/**
 * The OData query with its `$` option names kept literal (the registry documents them so) and the filter's spaces
 * percent-encoded; URLSearchParams would write `%24format` and `+`, which OData servers do not all read back.
 */
export function companyRegistryUrl(taxId: string): string {
  const query = [
    ['$format', 'json'],
    ['$filter', `Business_Accounting_NO eq ${taxId}`],
    ['$skip', '0'],
    ['$top', String(TOP)],
  ]
    .map(([key = '', value = '']) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `${COMPANY_REGISTRY_URL}?${query}`;
}

const isCompanyRecord = (value: unknown): value is CompanyRecord =>
  isRecord(value) && typeof value.Company_Name === 'string';

/**
 * The company registered under this number, or null when the registry knows none (an unknown number gives HTTP
 * 200 with an empty body). Rejects on a network failure, a CORS refusal, an HTTP error or a body that is not the
 * registry's JSON array; an abort rejects with the signal's AbortError so the caller can ignore it.
 */
export async function lookupCompany(
  taxId: string,
  signal?: AbortSignal,
): Promise<CompanyRecord | null> {
  const response = await fetch(companyRegistryUrl(taxId), {
    method: 'GET',
    signal: signal ?? null,
  });
  if (!response.ok) throw new Error(`Company registry answered ${response.status}`);
  const body = (await response.text()).trim();
  if (body === '') return null;
  const parsed: unknown = JSON.parse(body);
  if (!Array.isArray(parsed))
    throw new Error('Company registry answered something other than a list');
  const first: unknown = parsed[0];
  if (first === undefined) return null;
  if (!isCompanyRecord(first))
    throw new Error('Company registry answered a record without Company_Name');
  return first;
}
