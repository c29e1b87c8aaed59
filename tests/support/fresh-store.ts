import { makeStore, whenRehydrated, type AppStore } from '../../src/store/store';
import { memoryStorages } from './memory-storage';

/** A store as the app makes it, on empty in-memory storages, once it has read them back (nothing stored yet). */
export async function freshStore(): Promise<AppStore> {
  const { store, persistor } = makeStore({ storages: memoryStorages() });
  await whenRehydrated(persistor);
  return store;
}
