/**
 * A tap on home's stored copy, kept until the app is live (app/carry-over-tap.ts does it there).
 *
 * The copy shows a returning buyer's products about a second before React's home can act on them, and a buyer who
 * sees 加入購物車 taps it. The copy stays inert (nothing in it can be focused or pressed), so the tap lands on the
 * splash around it; what was under the finger is found by position, among the parts of the copy that say what a tap
 * on them does (`data-carry-tap`: the menu, the cart, the bell, a product's add). Only the last such tap is kept, it is
 * taken once, and it lives only as long as this page: a reload carries nothing.
 */

/** The attribute that names what a tap does, on home's own buttons (React's and, in the copy, their markup). */
export const CARRY_TAP = 'data-carry-tap';

/** What a tap on the copy asks for: the menu, the cart, the bell, or a product's add dialog (`add:<productid>`). */
export type CarriedTap = 'menu' | 'cart' | 'bell' | `add:${string}`;

const CARRIED = /^(menu|cart|bell|add:[\w-]{1,40})$/;

/** A product's add, as a tap carries it. */
export type CarriedAdd = Extract<CarriedTap, `add:${string}`>;

/** The attribute's value for `tap`, to spread on the button that does it. */
export const carryTap = (tap: CarriedTap): { [CARRY_TAP]: CarriedTap } => ({ [CARRY_TAP]: tap });

/** Whether `value` is one of the taps the app knows how to carry over (the copy's markup comes from storage). */
export const isCarriedTap = (value: string | null): value is CarriedTap =>
  value !== null && CARRIED.test(value);

/** Marks the part of the copy that was tapped, so the buyer sees the tap was taken (index.html's style). */
const TAPPED = 'data-tapped';

let carried: CarriedTap | null = null;

const contains = (element: Element, x: number, y: number): boolean => {
  const box = element.getBoundingClientRect();
  return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
};

/**
 * What a tap at (x, y) on `copy` asks for, and the part of the copy that says so: a button that names its tap, or a
 * product card (a tap anywhere on a card is its 加入購物車, as on the live card's button). Null for anything else.
 */
export function tapAt(
  copy: Element,
  x: number,
  y: number,
): { tap: CarriedTap; part: Element } | null {
  const named = [...copy.querySelectorAll(`[${CARRY_TAP}]`)].find((part) => contains(part, x, y));
  const card = named
    ? null
    : [...copy.querySelectorAll('[data-product-card]')].find((part) => contains(part, x, y));
  const part = named ?? card?.querySelector(`[${CARRY_TAP}^="add:"]`) ?? null;
  const tap = part?.getAttribute(CARRY_TAP) ?? null;
  return part && isCarriedTap(tap) ? { tap, part } : null;
}

/**
 * Listens on the splash for taps on the copy inside it; the last one is kept for the live app, and `onTap` hears of
 * each at once (the entry starts fetching what it opens).
 */
export function listenForCarriedTaps(
  splash: HTMLElement,
  copy: HTMLElement,
  onTap: (tap: CarriedTap) => void = () => undefined,
): void {
  splash.addEventListener('click', (event) => {
    const found = tapAt(copy, event.clientX, event.clientY);
    if (found === null) return;
    carried = found.tap;
    onTap(found.tap);
    copy.querySelector(`[${TAPPED}]`)?.removeAttribute(TAPPED);
    found.part.setAttribute(TAPPED, '');
  });
}

/**
 * The live home's part that does `tap` (app/carry-over-tap.ts presses it): compared as text, not put in a selector, as
 * the tap comes from storage.
 */
export const livePart = (tap: CarriedTap): HTMLElement | undefined =>
  [...document.querySelectorAll<HTMLElement>(`#root [${CARRY_TAP}]`)].find(
    (element) => element.getAttribute(CARRY_TAP) === tap,
  );

/** The tap made on the copy, once: a second call returns null. */
export function takeCarriedTap(): CarriedTap | null {
  const tap = carried;
  carried = null;
  return tap;
}
