import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import { api } from '../api/api';
import { isSerializableValue } from '../api/api-error';
import { signedOut } from './auth-slice';
import { startCartSync } from './cart-sync';
import { persistedReducers, type PersistStorages } from './persist';

export interface MakeStoreOptions {
  /** Tests pass in-memory storages; the app uses localStorage and sessionStorage. */
  storages?: PersistStorages;
}

/** One store per app start and per test (the Redux style guide's makeStore). */
export function makeStore(options: MakeStoreOptions = {}) {
  const rootReducer = combineReducers({
    ...persistedReducers(options.storages),
    [api.reducerPath]: api.reducer,
  });

  const listener = createListenerMiddleware();
  // A signed-out buyer must not see the previous session's server data (another account may sign in next).
  listener.startListening({
    actionCreator: signedOut,
    effect: (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
    },
  });

  startCartSync(listener.startListening);

  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          // RTK Query keeps the typed ApiError (a class instance) in actions and state on purpose.
          isSerializable: isSerializableValue,
        },
      })
        .prepend(listener.middleware)
        .concat(api.middleware),
  });
  const persistor = persistStore(store);
  return { store, persistor, startListening: listener.startListening };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/** Resolves once every persisted slice is back, so nothing renders on an empty cart or a missing sign-in. */
export function whenRehydrated(persistor: ReturnType<typeof persistStore>): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}
