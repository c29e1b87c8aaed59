import { createTokenStore, type TokenStore } from '../../src/phone/token-store';
import { makeStore, whenRehydrated } from '../../src/start/make-store';
import type { AppStore } from '../../src/store/root-state';
import { memoryStorages } from './memory-storage';
import type { PersistStorages } from '../../src/store/stored/phone-storage';

interface FreshStoreOptions {
  storages?: PersistStorages;
  orderCheckDelays?: readonly number[];
}

/**
 * A store as the app makes it, on empty in-memory storages (or the given ones), once it has read them back and the
 * server layer has joined it. Its
 * tokens are `tokens` when the test reads or sets them, else a TokenStore of its own.
 */
export async function freshStore(
  tokens: TokenStore = createTokenStore(),
  options: FreshStoreOptions = {},
): Promise<AppStore> {
  return (await freshApp(tokens, options)).store;
}

/** freshStore's store with its listener middleware's `startListening`, for what the app starts beside the screens. */
export async function freshApp(
  tokens: TokenStore = createTokenStore(),
  options: FreshStoreOptions = {},
): Promise<{ store: AppStore; startListening: ReturnType<typeof makeStore>['startListening'] }> {
  const { store, persistor, server, startListening } = makeStore({
    tokens,
    storages: options.storages ?? memoryStorages(),
    ...(options.orderCheckDelays === undefined
      ? {}
      : { orderCheckDelays: options.orderCheckDelays }),
  });
  await whenRehydrated(persistor);
  // The server layer joined, as it has for a signed-in open: the tests call its endpoints directly.
  await server();
  return { store, startListening };
}
