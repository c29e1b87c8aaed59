/**
 * Two tabs of the app in one test: each its own store (start-up, tokens, session storage), all on one local storage,
 * as a phone browser's tabs share localStorage. A write by one tab tells the others afterwards, as the browser's
 * `storage` event does (never the writer, never for an unchanged value). The tokens are in jsdom's localStorage,
 * which every TokenStore of the test shares already.
 */
import { vi } from 'vitest';
import { startApp } from '../../src/start/start-app';
import type { PersistStorages, SharedKeys, Storage } from '../../src/store/stored/phone-storage';
import { type DemoAccount, signInAs } from './render-app';
import { memoryStorage } from './memory-storage';

/** A tab the phone keeps in the background: it hears no other tab's writes until it is shown again. */
export interface TabVisibility {
  hide(): void;
  /** Shown again: told that any key may have changed, as the app's `visibilitychange` listener does (null). */
  show(): void;
}

export function sharedLocalStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const tabs = new Set<{ listeners: Set<(key: string | null) => void>; hidden: boolean }>();

  /** One tab's view: its writes reach the other tabs' listeners in a later task. */
  const tab = (): PersistStorages & TabVisibility => {
    const self = { listeners: new Set<(key: string | null) => void>(), hidden: false };
    const { listeners } = self;
    tabs.add(self);
    const tellOthers = (key: string): void => {
      for (const other of tabs) {
        if (other === self || other.hidden) continue;
        for (const listener of other.listeners) setTimeout(() => listener(key), 0);
      }
    };
    const local: Storage = {
      getItem: (key: string) => Promise.resolve(data.get(key) ?? null),
      setItem: (key: string, value: string) => {
        const changed = data.get(key) !== value;
        data.set(key, value);
        if (changed) tellOthers(key);
        return Promise.resolve();
      },
      removeItem: (key: string) => {
        const changed = data.has(key);
        data.delete(key);
        if (changed) tellOthers(key);
        return Promise.resolve();
      },
    };
    const shared: SharedKeys = {
      read: (key) => data.get(key) ?? null,
      onOtherTabWrite: (listener) => {
        listeners.add(listener);
      },
    };
    return {
      local,
      session: memoryStorage(),
      shared,
      hide: () => {
        self.hidden = true;
      },
      show: () => {
        self.hidden = false;
        for (const listener of listeners) listener(null);
      },
    };
  };
  return { data, tab };
}

const never = new Promise<never>(() => undefined);

/**
 * A tab started as the app starts (startApp, LINE never finishing its start) on /pagetwo, a screen that asks the
 * server for nothing by itself, signed in as `who` if given; a lost order is watched for a few ms, not half a minute,
 * and a send can no longer land 30 ms after it left, not 55 s.
 * `restart` is a spy where the browser would reload the page.
 */
export async function openTab(
  storages: PersistStorages,
  who?: DemoAccount,
  orderCheckDelays: readonly number[] = [0, 10],
  orderLandLimitMs = 30,
) {
  const restart = vi.fn();
  const app = await startApp({
    line: never,
    search: '',
    currentPath: () => '/pagetwo',
    storages,
    orderCheckDelays,
    orderLandLimitMs,
    restart,
  });
  // The server layer joined, as /pagetwo's open asks for it.
  await app.server();
  if (who !== undefined) await signInAs(app.store, who);
  return { ...app, restart };
}
