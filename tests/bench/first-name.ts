/** The console message the page logs at `live` (the init script below cannot read this constant: it is serialised). */
export const FIRST_LIVE_MESSAGE = 'bench:first-live';

/**
 * The bench's "first product name visible", shared by the open figures (this app and the naive app), the 1,000
 * products figure and the profile. Runs in the page, before any script (an init script).
 *
 * A card is found by its 加入購物車 button, whose accessible name ends with the product's name, and the element in
 * the same list item that shows that name, so the card's inner markup may change (and differ between the two apps).
 * Two moments, each taken in the task after the next animation frame, i.e. once that frame was painted:
 * - `painted`: the first name is on screen: in React's page once the static splash (which covers everything until
 *   the first screen is shown; the naive app has none) is gone, or in the copy of home the app's entry paints into
 *   that splash before React has loaded (src/app/stored-home.ts). Also a User Timing mark, `first-name`, so a trace
 *   can be cut there.
 * - `live`: the first name is in React's page, the splash gone: the card's button works. The same as `painted`
 *   when nothing was painted before React (and always in the naive app). Also a mark, `first-live`.
 */
export function watchFirstProductName(): void {
  const state = { painted: -1, live: -1, name: '' };
  Object.assign(window, { __open: state });
  const afterPaint = (take: () => void) => requestAnimationFrame(() => setTimeout(take, 0));
  const firstName = (scope: ParentNode): string | null => {
    for (const button of scope.querySelectorAll('button[aria-label^="加入購物車 "]')) {
      const name = (button.getAttribute('aria-label') ?? '').slice('加入購物車 '.length);
      const card = button.closest('li');
      const shown = [...(card?.querySelectorAll('*') ?? [])].some(
        (el) => el.children.length === 0 && el.textContent === name,
      );
      if (shown) return name;
    }
    return null;
  };
  let paintedSeen = false;
  let liveSeen = false;
  const check = () => {
    if (liveSeen) return;
    const splash = document.getElementById('splash');
    const live = splash === null;
    // Under the splash, React's page is not seen yet: only the stored copy painted into the splash counts.
    const scope = live ? document : splash.querySelector('.stored-home');
    if (scope === null || (!live && paintedSeen)) return;
    const name = firstName(scope);
    if (name === null) return;
    state.name ||= name;
    if (live) liveSeen = true;
    const first = !paintedSeen;
    paintedSeen = true;
    afterPaint(() => {
      const now = performance.now();
      if (first) {
        state.painted = now;
        performance.mark('first-name');
      }
      if (live) {
        state.live = now;
        performance.mark('first-live');
        // What the bench waits for: a console message reaches it without Playwright evaluating its own script in
        // the page, which polling would (about 100-250 ms of the main thread at 4x, in the middle of the start-up).
        console.debug('bench:first-live');
      }
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}
