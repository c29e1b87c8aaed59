/**
 * A product's add carried over from home's stored copy (carry-over-tap.ts) whose card the live home does not show
 * yet: the copy was kept but the stored catalogue was not (too large, or its write refused), so the live home starts
 * on a spinner while its product list is asked for. The add waits for that list, as the add dialog waits for a price
 * it can add at: its card, once there, is pressed (the dialog opens; nothing is added); a list that answered without
 * the product says it is no longer sold; a list that could not be had says the price could not be had. Loaded only
 * then, not with the first screen.
 */
import { paths } from '../config/paths';
import type { HomeProductList } from '../features/catalogue';
import { livePart, type CarriedAdd } from '../stored-home/carried-tap';

export { homeProductList } from '../features/catalogue';

const onHome = (): boolean => window.location.pathname === paths.home;

export interface CarriedAddTexts {
  /** Tells the buyer something (the app's alert). */
  say: (message: string) => void;
  /** Said when home's list has answered without the product (這項商品已停售). */
  noLongerSold: string;
  /** Said when home's list could not be had (the add dialog's 無法取得最新價格，連線後才能加入購物車。). */
  listFailed: string;
}

/**
 * Waits for `tap`'s card on the live home, or for `list` to say it will not come. Dropped when the buyer leaves home,
 * or taps or types anything meanwhile: a dialog that opens later, over what they are doing, would be a second thing
 * they did not ask for.
 */
export function waitForCard(
  tap: CarriedAdd,
  list: HomeProductList,
  { say, noLongerSold, listFailed }: CarriedAddTexts,
): void {
  const productid = tap.slice('add:'.length);
  /** What ends the wait now, or null while the list is on its way (or the card not yet rendered). */
  const ending = (): (() => void) | null => {
    if (!onHome()) return () => undefined;
    const live = livePart(tap);
    if (live !== undefined) return () => live.click();
    const found = list.find(productid);
    if (found === 'failed') return () => say(listFailed);
    if (found === 'unlisted') return () => say(noLongerSold);
    // Asking, or listed: home renders its cards a batch at a time; this one is on its way.
    return null;
  };
  const first = ending();
  if (first !== null) {
    first();
    return;
  }
  // Home's list answers in the store; its card then appears on the page; a move elsewhere changes the page too.
  const observer = new MutationObserver(() => look());
  const unsubscribe = list.subscribe(() => look());
  const stop = () => {
    observer.disconnect();
    unsubscribe();
    document.removeEventListener('click', stop, true);
    document.removeEventListener('keydown', stop, true);
  };
  const look = () => {
    const end = ending();
    if (end === null) return;
    stop();
    end();
  };
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('click', stop, true);
  document.addEventListener('keydown', stop, true);
}
