/**
 * The tap a returning buyer made on home's stored copy before the app was live (stored-home/carried-tap.ts), done
 * once the live home is on the page: the menu, the cart or the bell opens, or the product's add dialog; a product
 * that is no longer on home says it is no longer sold. Done at most once, and only on home: when the start-up took
 * the buyer elsewhere (their session ended, say), the tap is dropped.
 */
import { paths } from '../config/paths';
import { CARRY_TAP, takeCarriedTap } from '../stored-home/carried-tap';

export function carryOverTap(say: (message: string) => void, noLongerSold: string): void {
  const tap = takeCarriedTap();
  if (tap === null || window.location.pathname !== paths.home) return;
  // Compared as text, not put in a selector: the tap comes from stored markup.
  const live = [...document.querySelectorAll(`#root [${CARRY_TAP}]`)].find(
    (element) => element.getAttribute(CARRY_TAP) === tap,
  );
  if (live instanceof HTMLElement) live.click();
  else if (tap.startsWith('add:')) say(noLongerSold);
}
