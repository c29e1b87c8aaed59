import { createTokenStore, type TokenStore } from '../../src/api/token-store';
import { makeStore, whenRehydrated, type AppStore } from '../../src/store/store';
import { memoryStorages } from './memory-storage';

/**
 * A store as the app makes it, on empty in-memory storages, once it has read them back (nothing stored yet). Its
 * tokens are `tokens` when the test reads or sets them, else a TokenStore of its own.
 */
export async function freshStore(tokens: TokenStore = createTokenStore()): Promise<AppStore> {
  const { store, persistor } = makeStore({ tokens, storages: memoryStorages() });
  await whenRehydrated(persistor);
  return store;
}
