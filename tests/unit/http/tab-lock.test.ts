import {
  TAB_LOCK_BUSY,
  createTabLock,
  type LockStorage,
  type WithTabLock,
} from '../../../src/phone/tab-lock';
import { TAB_LOCK_PREFIX } from '../../../src/config/storage-keys';

/**
 * The cross-tab lock (src/phone/tab-lock.ts): two tabs are two lock instances on one storage (the fallback for
 * browsers without Web Locks) or on one fake LockManager (jsdom has no navigator.locks).
 */
const KEY = `${TAB_LOCK_PREFIX}order-send:101`;

/** A promise the test settles, to keep a lock held for as long as it likes. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

function sharedStorage(): LockStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => data.set(key, value),
    removeItem: (key) => data.delete(key),
  };
}

/** A LockManager with the Web Locks rules the app relies on: exclusive per name, ifAvailable, release on settle. */
function fakeLockManager() {
  const held = new Map<string, Promise<void>>();
  const names: string[] = [];
  const request = async (
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: { name: string } | null) => unknown,
  ): Promise<unknown> => {
    names.push(name);
    if (options.ifAvailable === true && held.has(name)) return callback(null);
    while (held.has(name)) await held.get(name);
    const done = deferred();
    held.set(name, done.promise);
    try {
      return await callback({ name });
    } finally {
      held.delete(name);
      done.resolve();
    }
  };
  return { locks: { request } as unknown as LockManager, names };
}

describe.each([
  [
    'localStorage (no Web Locks)',
    (): [WithTabLock, WithTabLock] => {
      const storage = sharedStorage();
      return [createTabLock({ locks: null, storage }), createTabLock({ locks: null, storage })];
    },
  ],
  [
    'Web Locks',
    (): [WithTabLock, WithTabLock] => {
      const { locks } = fakeLockManager();
      const storage = sharedStorage();
      return [createTabLock({ locks, storage }), createTabLock({ locks, storage })];
    },
  ],
] as const)('%s', (_name, twoTabs) => {
  test('two tabs asking at once with ifAvailable: exactly one runs, the other gets TAB_LOCK_BUSY', async () => {
    const [tabA, tabB] = twoTabs();
    const ran: string[] = [];
    const results = await Promise.all([
      tabA(
        'order-send:101',
        () => {
          ran.push('A');
          return 'sent by A';
        },
        { ifAvailable: true },
      ),
      tabB(
        'order-send:101',
        () => {
          ran.push('B');
          return 'sent by B';
        },
        { ifAvailable: true },
      ),
    ]);
    expect(ran).toHaveLength(1);
    expect(results).toEqual(
      ran[0] === 'A' ? ['sent by A', TAB_LOCK_BUSY] : [TAB_LOCK_BUSY, 'sent by B'],
    );
  });

  test('while one tab holds the lock the other is told busy; once released it runs', async () => {
    const [tabA, tabB] = twoTabs();
    const hold = deferred();
    const first = tabA('order-send:101', async () => {
      await hold.promise;
      return 'A';
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const fn = vi.fn(() => 'B');
    await expect(tabB('order-send:101', fn, { ifAvailable: true })).resolves.toBe(TAB_LOCK_BUSY);
    expect(fn).not.toHaveBeenCalled();
    hold.resolve();
    await expect(first).resolves.toBe('A');
    await expect(tabB('order-send:101', fn, { ifAvailable: true })).resolves.toBe('B');
  });

  test('without ifAvailable the second tab waits for the first to finish, and a rejection releases too', async () => {
    const [tabA, tabB] = twoTabs();
    const steps: string[] = [];
    const a = tabA('token-refresh', async () => {
      steps.push('A starts');
      await new Promise((resolve) => setTimeout(resolve, 40));
      steps.push('A ends');
      throw new Error('refresh failed');
    });
    await new Promise((resolve) => setTimeout(resolve, 15));
    const b = tabB('token-refresh', () => {
      steps.push('B runs');
      return 2;
    });
    await expect(a).rejects.toThrow('refresh failed');
    await expect(b).resolves.toBe(2);
    expect(steps).toEqual(['A starts', 'A ends', 'B runs']);
  });

  test('different names do not wait for each other', async () => {
    const [tabA, tabB] = twoTabs();
    const hold = deferred();
    const a = tabA('order-send:101', () => hold.promise);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await expect(tabB('order-send:102', () => 'other shop', { ifAvailable: true })).resolves.toBe(
      'other shop',
    );
    hold.resolve();
    await a;
  });
});

test('Web Locks: the lock is requested under the app’s prefix', async () => {
  const { locks, names } = fakeLockManager();
  await createTabLock({ locks, storage: sharedStorage() })('order-send:101', () => 1);
  expect(names).toEqual([KEY]);
});

describe('localStorage lock', () => {
  test('the key names its holder while held and is removed at the end', async () => {
    const storage = sharedStorage();
    const lock = createTabLock({ locks: null, storage, now: () => 1_000_000 });
    let seen: unknown = null;
    await lock('order-send:101', () => {
      seen = JSON.parse(storage.data.get(KEY) ?? 'null');
    });
    expect(seen).toEqual({ owner: expect.any(String) as string, until: 1_010_000 });
    expect(storage.data.has(KEY)).toBe(false);
  });

  test('a claim left by a tab that died is taken once it has expired, not before', async () => {
    const storage = sharedStorage();
    let now = 1_000_000;
    storage.setItem(KEY, JSON.stringify({ owner: 'closed-tab.1', until: now + 10_000 }));
    const lock = createTabLock({ locks: null, storage, now: () => now });
    await expect(lock('order-send:101', () => 'ran', { ifAvailable: true })).resolves.toBe(
      TAB_LOCK_BUSY,
    );
    now += 10_000;
    await expect(lock('order-send:101', () => 'ran', { ifAvailable: true })).resolves.toBe('ran');
  });

  test('a waiting tab takes an expired claim without anyone releasing it', async () => {
    const storage = sharedStorage();
    let now = 1_000_000;
    storage.setItem(KEY, JSON.stringify({ owner: 'closed-tab.1', until: now + 10_000 }));
    const lock = createTabLock({ locks: null, storage, now: () => now, pollMs: 5 });
    const waiting = lock('order-send:101', () => 'ran');
    await new Promise((resolve) => setTimeout(resolve, 30));
    now += 10_001;
    await expect(waiting).resolves.toBe('ran');
  });

  test('a holder renews its claim, so a long hold is not taken as expired', async () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const storage = sharedStorage();
    const [tabA, tabB] = [
      createTabLock({ locks: null, storage }),
      createTabLock({ locks: null, storage }),
    ];
    const hold = deferred();
    const a = tabA('token-refresh', () => hold.promise);
    await vi.advanceTimersByTimeAsync(25_000);
    const b = tabB('token-refresh', () => 'B', { ifAvailable: true });
    await vi.advanceTimersByTimeAsync(100);
    await expect(b).resolves.toBe(TAB_LOCK_BUSY);
    hold.resolve();
    await vi.advanceTimersByTimeAsync(0);
    await a;
    expect(storage.data.has(`${TAB_LOCK_PREFIX}token-refresh`)).toBe(false);
  });

  test('two tabs writing their claims at the same moment: the later write wins, the other backs off', async () => {
    const storage = sharedStorage();
    // Tab B's claim lands right after tab A wrote its own (A read the key as free before it did).
    const real = storage.setItem;
    let raced = false;
    storage.setItem = (key, value) => {
      real(key, value);
      if (!raced) {
        raced = true;
        real(key, JSON.stringify({ owner: 'tab-b.1', until: Date.now() + 10_000 }));
      }
    };
    const lock = createTabLock({ locks: null, storage });
    await expect(lock('order-send:101', () => 'A', { ifAvailable: true })).resolves.toBe(
      TAB_LOCK_BUSY,
    );
    expect(JSON.parse(storage.data.get(KEY) ?? 'null')).toMatchObject({ owner: 'tab-b.1' });
  });
});

test('the page’s lock uses navigator.locks when the browser has it', async () => {
  vi.resetModules();
  const { locks, names } = fakeLockManager();
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });
  const { withTabLock } = await import('../../../src/phone/tab-lock');
  await expect(withTabLock('order-send:101', () => 'sent')).resolves.toBe('sent');
  expect(names).toEqual([KEY]);
  expect(localStorage.getItem(KEY)).toBeNull();
});

/** Storage that is full: every write throws QuotaExceededError, as a phone's full (or private-mode) storage does. */
const quotaExceeded = (): never => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};

describe('a storage that refuses to write the claim (full, private mode): the lock holds within this tab', () => {
  test('storage filled after the page’s lock was set up: the waiting form and the ifAvailable form both run fn', async () => {
    vi.resetModules();
    const realSetItem = Storage.prototype.setItem.bind(localStorage);
    const keys: string[] = [];
    // The page's lock probes storage on its first use and finds it writable; every write after the probe is refused.
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation((key: string, value: string) => {
      keys.push(key);
      if (keys.length === 1) {
        realSetItem(key, value);
        return;
      }
      quotaExceeded();
    });
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const { withTabLock } = await import('../../../src/phone/tab-lock');

    await expect(withTabLock('cart-add:101:1', () => 'added')).resolves.toBe('added');
    await expect(withTabLock('order-send:101', () => 'sent', { ifAvailable: true })).resolves.toBe(
      'sent',
    );
    await expect(withTabLock('token-refresh', () => 'refreshed')).resolves.toBe('refreshed');
    expect(keys).toEqual([
      `${TAB_LOCK_PREFIX}probe`,
      `${TAB_LOCK_PREFIX}cart-add:101:1`,
      `${TAB_LOCK_PREFIX}order-send:101`,
      `${TAB_LOCK_PREFIX}token-refresh`,
    ]);
    expect(localStorage.length).toBe(0);
  });

  test('two holders in the same tab still exclude each other: the second waits, or is told busy', async () => {
    const storage = sharedStorage();
    storage.setItem = quotaExceeded;
    const lock = createTabLock({ locks: null, storage });
    const steps: string[] = [];
    const hold = deferred();
    const first = lock('order-send:101', async () => {
      steps.push('A starts');
      await hold.promise;
      steps.push('A ends');
      return 'A';
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const busy = vi.fn(() => 'B');
    await expect(lock('order-send:101', busy, { ifAvailable: true })).resolves.toBe(TAB_LOCK_BUSY);
    expect(busy).not.toHaveBeenCalled();
    const waiting = lock('order-send:101', () => {
      steps.push('C runs');
      return 'C';
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(steps).toEqual(['A starts']);
    hold.resolve();
    await expect(Promise.all([first, waiting])).resolves.toEqual(['A', 'C']);
    expect(steps).toEqual(['A starts', 'A ends', 'C runs']);
    expect(storage.data.size).toBe(0);
  });

  test('storage fills while the lock is held: neither the renewal nor the release throws, and the next holder does not wait for the claim left behind', async () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const storage = sharedStorage();
    const lock = createTabLock({ locks: null, storage });
    const hold = deferred();
    const held = lock('token-refresh', async () => {
      await hold.promise;
      return 'new pair saved';
    });
    await vi.advanceTimersByTimeAsync(20);
    expect(storage.data.has(`${TAB_LOCK_PREFIX}token-refresh`)).toBe(true);
    storage.setItem = quotaExceeded;
    storage.removeItem = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    // A renewal comes due meanwhile and is refused.
    await vi.advanceTimersByTimeAsync(4_000);
    hold.resolve();
    await expect(held).resolves.toBe('new pair saved');
    // The claim storage would not remove is still there, unexpired: it is this tab's own, so it holds nobody back.
    expect(JSON.parse(storage.data.get(`${TAB_LOCK_PREFIX}token-refresh`) ?? 'null')).toMatchObject(
      {
        until: expect.any(Number) as number,
      },
    );
    await expect(lock('token-refresh', () => 'next', { ifAvailable: true })).resolves.toBe('next');
  });
});
