/**
 * The bench's "first product name visible", shared by the open figures (this app and the naive app), the 1,000
 * products figure and the profile. Runs in the page, before any script (an init script).
 *
 * The first product card's name counts as visible once it is in the page and the static splash (which covers
 * everything until the first screen is shown; the naive app has none) is gone; the time is taken in the task after
 * the next animation frame, i.e. once that frame was painted. A card is found by its 加入購物車 button, whose
 * accessible name ends with the product's name, and the element in the same list item that shows that name, so the
 * card's inner markup may change (and differ between the two apps). The moment is also a User Timing mark,
 * `first-name`, so a trace can be cut there.
 */
export function watchFirstProductName(): void {
  const state = { painted: -1, name: '' };
  Object.assign(window, { __open: state });
  let seen = false;
  const check = () => {
    if (seen || document.getElementById('splash') !== null) return;
    for (const button of document.querySelectorAll('button[aria-label^="加入購物車 "]')) {
      const name = (button.getAttribute('aria-label') ?? '').slice('加入購物車 '.length);
      const card = button.closest('li');
      const shown = [...(card?.querySelectorAll('*') ?? [])].some(
        (el) => el.children.length === 0 && el.textContent === name,
      );
      if (!shown) continue;
      seen = true;
      state.name = name;
      requestAnimationFrame(() =>
        setTimeout(() => {
          state.painted = performance.now();
          performance.mark('first-name');
        }, 0),
      );
      return;
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}
