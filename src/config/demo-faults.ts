/**
 * The demo's fault switch (README, "Demo"): QA arms a failure for the next call of one kind, and the demo backend
 * (src/mocks/faults.ts) answers that call with it, so each case of docs/reliability.md can be tried by hand in a
 * browser. This file is what the demo's /login page and the demo backend share: the calls, the faults and where the
 * choice is kept. It sits in config because that is the one layer both may import; only demo code imports it, so a
 * production build carries none of it.
 *
 * Kept in sessionStorage, like the demo backend's own data (sorting-app:demo-db): QA arms a fault, then reloads or
 * moves to another screen and it is still armed; it belongs to this tab's demo only, and a fault QA forgot goes
 * with the tab instead of striking a demo days later.
 */
import { DEMO_FAULT_KEY, STORAGE_PREFIX } from './storage-keys';

/** The calls a fault can be armed for: placing an order, adding to the cart, the product list. */
export const FAULT_CALLS = ['order/add', 'shoppingcart/add', 'product/list'] as const;
export type FaultCall = (typeof FAULT_CALLS)[number];

/**
 * What the next call of a kind gets, once:
 * - `slow`: answered normally after SLOW_ANSWER_MS; the call is committed.
 * - `slowCommitAfterLost`: the answer never arrives (a network error) and the backend commits LATE_COMMIT_MS later,
 *   as a slow backend behind a dropped connection would.
 * - `lost`: the backend commits, then the answer is lost (a network error).
 * - `500`, `502`: HTTP 500 (the backend failed: nothing committed), HTTP 502 (a gateway gave up: nothing committed
 *   here, though the app cannot know that).
 * - `cutBody`: HTTP 200 whose JSON stops short (`{"code":200,"result":[`); nothing committed.
 * - `401`: body code 401 (HTTP 200), the backend saying the session is over; nothing committed.
 */
export const ONE_SHOT_FAULTS = [
  'slow',
  'slowCommitAfterLost',
  'lost',
  '500',
  '502',
  'cutBody',
  '401',
] as const;
export type OneShotFault = (typeof ONE_SHOT_FAULTS)[number];

/** The phone offline is a mode, not one call: every call fails until QA presses 恢復網路. */
export const OFFLINE = 'offline';
export type Fault = OneShotFault | typeof OFFLINE;
export const FAULTS: readonly Fault[] = [...ONE_SHOT_FAULTS, OFFLINE];

export const SLOW_ANSWER_MS = 8000;
export const LATE_COMMIT_MS = 3000;

/** Told on this page whenever the switch changes, so the demo backend and the switch's screen follow it. */
export const DEMO_FAULT_CHANGED = `${STORAGE_PREFIX}demo-fault-changed`;

export interface DemoFaults {
  /** The fault each kind's next call gets. */
  next: Partial<Record<FaultCall, OneShotFault>>;
  /** The phone offline: every call fails before any answer, until 恢復網路. */
  offline: boolean;
}

const NOTHING: DemoFaults = { next: {}, offline: false };

type FaultStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** This tab's storage; null where there is none (Node) or it is refused (private mode): then nothing is armed. */
function tabStorage(): FaultStorage | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
}

const isCall = (value: string): value is FaultCall =>
  (FAULT_CALLS as readonly string[]).includes(value);
const isOneShot = (value: unknown): value is OneShotFault =>
  (ONE_SHOT_FAULTS as readonly unknown[]).includes(value);

/** What is armed; a value the switch did not write reads as nothing armed. */
export function readDemoFaults(storage = tabStorage()): DemoFaults {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(DEMO_FAULT_KEY) ?? 'null');
  } catch {
    return NOTHING;
  }
  if (typeof stored !== 'object' || stored === null) return NOTHING;
  const { next, offline } = stored as { next?: unknown; offline?: unknown };
  const armed: DemoFaults['next'] = {};
  if (typeof next === 'object' && next !== null) {
    for (const [call, fault] of Object.entries(next)) {
      if (isCall(call) && isOneShot(fault)) armed[call] = fault;
    }
  }
  return { next: armed, offline: offline === true };
}

function write(faults: DemoFaults, storage: FaultStorage | null): void {
  try {
    if (Object.keys(faults.next).length === 0 && !faults.offline)
      storage?.removeItem(DEMO_FAULT_KEY);
    else storage?.setItem(DEMO_FAULT_KEY, JSON.stringify(faults));
  } catch {
    // A full storage only costs the demo its switch.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(DEMO_FAULT_CHANGED));
}

/** Arms a fault: a one-shot one for the next call of `call` (replacing what was armed for it), or the phone offline. */
export function armDemoFault(call: FaultCall, fault: Fault, storage = tabStorage()): void {
  const faults = readDemoFaults(storage);
  if (fault === OFFLINE) write({ ...faults, offline: true }, storage);
  else write({ ...faults, next: { ...faults.next, [call]: fault } }, storage);
}

/** 清除: no call of any kind gets a fault any more (the phone's connection stays as it is). */
export function clearDemoFaults(storage = tabStorage()): void {
  write({ ...readDemoFaults(storage), next: {} }, storage);
}

/** 恢復網路: the phone is back online. */
export function endDemoOffline(storage = tabStorage()): void {
  write({ ...readDemoFaults(storage), offline: false }, storage);
}

/** The demo backend's side: the fault armed for this call, which is thereby used up; undefined when none. */
export function takeDemoFault(call: FaultCall, storage = tabStorage()): OneShotFault | undefined {
  const faults = readDemoFaults(storage);
  const fault = faults.next[call];
  if (fault === undefined) return undefined;
  const next = Object.fromEntries(Object.entries(faults.next).filter(([armed]) => armed !== call));
  write({ ...faults, next }, storage);
  return fault;
}
