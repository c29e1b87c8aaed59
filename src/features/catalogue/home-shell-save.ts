/**
 * Keeps the top of home, as React rendered it from the server's data, for the entry to paint on the next open
 * before React has loaded (stored-home/paint-stored-home.ts). Loaded with the catalogue snapshot's writer, after
 * home settled.
 */
import { HOME_SHELL_KEY } from '../../config/storage-keys';
import { FIRST_SCREEN_CARDS } from '../../domain/first-screen-cards';
import {
  HOME_SHELL_VERSION,
  MAX_HOME_SHELL_CHARS,
  type HomeShell,
} from '../../stored-home/home-shell';
import { engineClassesOf, engineNamesOf, isEngineSheet } from '../../stored-home/engine-rules';

/**
 * What must not be shown from yesterday: the cutoff line's countdown, alerts, the badges' counts, a price's change
 * since an earlier day (relative to the day it was saved).
 */
const BLANKED = '[data-shell-blank]';
const DROPPED = '[role="alert"], [role="status"], .MuiBadge-badge, [data-price-change]';

/**
 * The style rules the markup needs: emotion's rules that name one of its classes, with emotion's keyframes, kept
 * apart under their names for emotion to take back (stored-home/engine-rules.ts); and the page-wide rules that name
 * no class (the baseline: body, fonts, box sizing; the page's own).
 */
function usedCss(markup: string): Pick<HomeShell, 'css' | 'engineStyles'> {
  const used = new Set(engineClassesOf(markup));
  const pageWide: string[] = [];
  const engine: string[] = [];
  const names = new Set<string>();
  for (const sheet of document.styleSheets) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue; // Another origin's sheet: not ours.
    }
    const ofEngine = isEngineSheet(sheet);
    for (const rule of list) {
      const text = rule.cssText;
      const kept = ofEngine ? engineNamesOf(text, used) : [];
      const classes = engineClassesOf(text);
      if (kept.length > 0) {
        engine.push(text);
        kept.forEach((name) => names.add(name));
      } else if (classes.length === 0 || classes.some((name) => used.has(name)))
        pageWide.push(text);
    }
  }
  return {
    css: pageWide.join('\n'),
    engineStyles: { names: [...names], css: engine.join('\n') },
  };
}

/** The copy of `root`: its first cards, no countdown, no alerts, no counts. */
export function homeShellMarkup(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(BLANKED).forEach((element) => element.replaceChildren());
  copy.querySelectorAll(DROPPED).forEach((element) => element.remove());
  copy.querySelectorAll('[data-product-card]').forEach((card, index) => {
    if (index >= FIRST_SCREEN_CARDS) card.remove();
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
    ...usedCss(html),
  };
  const text = JSON.stringify(shell);
  try {
    if (text.length > MAX_HOME_SHELL_CHARS) storage.removeItem(HOME_SHELL_KEY);
    else storage.setItem(HOME_SHELL_KEY, text);
  } catch {
    // Full or refused: the next open shows the splash, as without a copy.
  }
}
