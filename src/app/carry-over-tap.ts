/**
 * The tap a returning buyer made on home's stored copy before the app was live (stored-home/carried-tap.ts), done
 * once the live home is on the page. A carried tap is one tap, and only opens what was under the finger: the menu,
 * the cart or the bell, or the product's add dialog; it never adds, changes a quantity or sends (each of those needs
 * a tap in what it opened). Done at most once, and only on home: when the start-up took the buyer elsewhere (their
 * session ended, say), the tap is dropped. A product's add whose card the live home does not show yet waits for home's
 * product list (carried-add.ts, loaded then).
 */
import { paths } from '../config/paths';
import {
  livePart,
  takeCarriedTap,
  type CarriedAdd,
  type CarriedTap,
} from '../stored-home/carried-tap';

export const onHome = (): boolean => window.location.pathname === paths.home;

const isAdd = (tap: CarriedTap): tap is CarriedAdd => tap.startsWith('add:');

/** Does the carried tap, if any; `withoutCard` takes a product's add whose card the live home does not show yet. */
export function carryOverTap(withoutCard: (tap: CarriedAdd) => void): void {
  const tap = takeCarriedTap();
  if (tap === null || !onHome()) return;
  const live = livePart(tap);
  if (live !== undefined) live.click();
  else if (isAdd(tap)) withoutCard(tap);
}
