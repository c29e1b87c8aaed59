/**
 * A plain object: not null, not an array. What every reader of untrusted data (a server answer, a stored value, a
 * link) checks first before it looks at a field.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
