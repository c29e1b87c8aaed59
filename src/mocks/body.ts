/** Reading what the app sends: JSON bodies and query strings, narrowed from unknown without trusting them. */
import type { Id } from '../api/types';

export type Fields = Record<string, unknown>;

/** The JSON object body, or null when the body is missing, malformed or not an object. */
export async function readFields(request: Request): Promise<Fields | null> {
  try {
    const parsed: unknown = await request.json();
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Fields)
      : null;
  } catch {
    return null;
  }
}

export const text = (fields: Fields, key: string): string => {
  const value = fields[key];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};

export const num = (fields: Fields, key: string): number | null => {
  const value = fields[key];
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(n) ? n : null;
};

/** An id as number or text; '' and other shapes count as missing. */
export const idOf = (fields: Fields, key: string): Id | null => {
  const value = fields[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/** Query parameters as fields, so handlers read GET and POST the same way. */
export const queryFields = (request: Request): Fields =>
  Object.fromEntries(new URL(request.url).searchParams);
