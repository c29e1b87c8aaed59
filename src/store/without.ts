/** The record without one key (slices keep per-shop records, and a shop's entry goes when it is done). */
export function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _gone, ...rest } = record;
  return rest;
}
