import type { PersistStorages, SharedKeys, Storage } from '../../src/store/stored/phone-storage';

/** An in-memory redux-persist storage, so each test starts from exactly what it wrote. */
export function memoryStorage(
  initial: Record<string, string> = {},
): Storage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => Promise.resolve(data.get(key) ?? null),
    setItem: (key: string, value: string) => {
      data.set(key, value);
      return Promise.resolve();
    },
    removeItem: (key: string) => {
      data.delete(key);
      return Promise.resolve();
    },
  };
}

/** The local storage as the store reads it across tabs: here one tab, so no other tab ever writes. */
const oneTab = (data: Map<string, string>): SharedKeys => ({
  read: (key) => data.get(key) ?? null,
  onOtherTabWrite: () => undefined,
});

export function memoryStorages(
  local: Record<string, string> = {},
  session: Record<string, string> = {},
) {
  const localStorage = memoryStorage(local);
  return {
    local: localStorage,
    session: memoryStorage(session),
    shared: oneTab(localStorage.data),
  } satisfies PersistStorages;
}

/** What redux-persist writes: each top-level key JSON-encoded inside a JSON object. */
export function persistedValue(state: Record<string, unknown>, version = 1): string {
  const encoded: Record<string, string> = {};
  for (const [key, value] of Object.entries(state)) encoded[key] = JSON.stringify(value);
  encoded._persist = JSON.stringify({ version, rehydrated: true });
  return JSON.stringify(encoded);
}
