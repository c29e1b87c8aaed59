/**
 * GET data → query string, used as axios' paramsSerializer:
 * - `null`, `undefined` and `''` are dropped at every depth (an empty filter means "no filter" to the backend),
 *   and so is a value under an empty key (a nameless pair, or `a[]`, would mean something else to a server);
 * - nested objects use brackets: `{ a: { b: 1 } }` → `a[b]=1`, recursively;
 * - arrays use indexes: `{ a: ['x', 'y'] }` → `a[0]=x&a[1]=y` (an empty array writes nothing). Indexes keep
 *   arrays of objects unambiguous (`a[0][b]=1`), and ASP.NET Core binds them to lists;
 * - dates as ISO text, booleans as `true`/`false`; functions and symbols are skipped; a cyclic reference is
 *   written once, not followed forever;
 * - each key segment and each value is percent-encoded; the brackets stay literal, as every server reads them.
 */
export function toQueryString(params: unknown): string {
  if (params instanceof URLSearchParams) return params.toString();
  if (typeof params !== 'object' || params === null) return '';
  const pairs: string[] = [];
  writeObject(params, null, pairs, new Set());
  return pairs.join('&');
}

type Scalar = string | number | boolean | bigint;

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  typeof value === 'bigint';

function writeObject(
  value: object,
  prefix: string | null,
  pairs: string[],
  path: Set<object>,
): void {
  if (path.has(value)) return;
  path.add(value);
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item: unknown, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (key === '') continue;
    const encoded = encodeURIComponent(key);
    write(item, prefix === null ? encoded : `${prefix}[${encoded}]`, pairs, path);
  }
  path.delete(value);
}

function write(value: unknown, key: string, pairs: string[], path: Set<object>): void {
  if (value === null || value === undefined || value === '') return;
  if (value instanceof Date) {
    if (!Number.isNaN(value.getTime()))
      pairs.push(`${key}=${encodeURIComponent(value.toISOString())}`);
    return;
  }
  if (isScalar(value)) {
    pairs.push(`${key}=${encodeURIComponent(String(value))}`);
    return;
  }
  if (typeof value === 'object') writeObject(value, key, pairs, path);
}
