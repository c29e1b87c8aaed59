/**
 * Keeps the top of home, as React rendered it from the server's data, for the entry to paint on the next open
 * before React has loaded (stored-home/paint-stored-home.ts). Loaded with the catalogue snapshot's writer, after
 * home settled.
 */
import { HOME_SHELL_KEY } from '../../config/paths';
import {
  HOME_SHELL_VERSION,
  MAX_HOME_SHELL_CHARS,
  type HomeShell,
} from '../../stored-home/home-shell';

/** More cards than a phone's first screen and a flick show; the rest come with React. */
export const SHELL_CARDS = 8;

/**
 * What must not be shown from yesterday: the cutoff line's countdown, alerts, the badges' counts, a price's change
 * since an earlier day (relative to the day it was saved).
 */
const BLANKED = '[data-shell-blank]';
const DROPPED = '[role="alert"], [role="status"], .MuiBadge-badge, [data-price-change]';

/** The emotion class names the markup uses ("css-" and a hash). */
const classesOf = (text: string): string[] => text.match(/css-[a-z0-9]+/g) ?? [];

/**
 * The style rules the markup needs: every rule of the app's style sheets that names one of its classes, and every
 * rule that names none (the baseline: body, fonts, box sizing, keyframes).
 */
function usedCss(markup: string): string {
  const used = new Set(classesOf(markup));
  const rules: string[] = [];
  for (const sheet of document.styleSheets) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue; // Another origin's sheet: not ours.
    }
    for (const rule of list) {
      const classes = classesOf(rule.cssText);
      if (classes.length === 0 || classes.some((name) => used.has(name))) rules.push(rule.cssText);
    }
  }
  return rules.join('\n');
}

/** The copy of `root`: its first cards, no countdown, no alerts, no counts. */
export function homeShellMarkup(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(BLANKED).forEach((element) => element.replaceChildren());
  copy.querySelectorAll(DROPPED).forEach((element) => element.remove());
  copy.querySelectorAll('[data-product-card]').forEach((card, index) => {
    if (index >= SHELL_CARDS) card.remove();
  });
  // A group whose cards all went: its heading too.
  copy.querySelectorAll('[data-product-group]').forEach((group) => {
    if (group.querySelector('[data-product-card]') === null) group.remove();
  });
  return copy.innerHTML;
}

/** Whose copy it is: the shop on show and the LINE user of its session. */
export type HomeShellOwner = Pick<HomeShell, 'customerid' | 'lineUser'>;

/**
 * Writes the copy of home for its shop and LINE user (the next open paints it only for them); one that would be too
 * large is not kept (nor an older one).
 */
export function saveHomeShell(
  { customerid, lineUser }: HomeShellOwner,
  root: HTMLElement,
  storage: Storage,
): void {
  const html = homeShellMarkup(root);
  const shell: HomeShell = {
    version: HOME_SHELL_VERSION,
    customerid,
    lineUser,
    html,
    css: usedCss(html),
  };
  const text = JSON.stringify(shell);
  try {
    if (text.length > MAX_HOME_SHELL_CHARS) storage.removeItem(HOME_SHELL_KEY);
    else storage.setItem(HOME_SHELL_KEY, text);
  } catch {
    // Full or refused: the next open shows the splash, as without a copy.
  }
}
