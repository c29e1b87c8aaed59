/**
 * Home as the buyer last saw it, painted by the entry before React and the store have even loaded.
 *
 * On a returning buyer's phone the first products wait for about a second of script (React, MUI, the store) before
 * React can show them. Home keeps a copy of its top (the markup React rendered and the styles it used, from the
 * server's data, see features/catalogue/home-shell-save.ts) and the entry paints that copy into the splash the moment
 * it runs, so yesterday's products are on screen at once, exactly as React will draw them. The copy is inert and
 * hidden from assistive technology (the splash still says 載入中…); it leaves with the splash when React's home is
 * on the page, the same frame, so the buyer sees no jump. Its style rules stay: the style engine takes them for the
 * live home (engine-styles.ts). A tap on it is not lost: the live app does it (carried-tap.ts).
 *
 * The copy belongs to the session, like the catalogue snapshot: it names its shop and LINE user, is painted only while
 * the stored session is that user's, signed in to that shop, and only when LINE is about to name that same user
 * (line/line-user-before-init.ts: another buyer on this phone, or one the app cannot tell yet, sees the plain splash);
 * it is removed when the session ends (store/catalogue/catalogue-snapshot.ts `forget`).
 */
import { listenForCarriedTaps, type CarriedTap } from './carried-tap';
import { styleEngineSheet } from './engine-styles';
import { readHomeShell } from './home-shell';
import { inertCss } from './stored-home-css';
import { inertMarkup } from './stored-home-markup';

export interface StoredHomeOpening {
  /** The LINE user LINE is about to name (line/line-user-before-init.ts); null when that cannot be known yet. */
  lineUser: string | null;
  /** Where product pictures come from besides this site (VITE_IMAGE_BASE_URL); '' for this site only. */
  imageBaseUrl: string;
  /** Hears of each tap on the copy as it is made (carried-tap.ts), before the live app takes it. */
  onTap?: (tap: CarriedTap) => void;
}

/** The sites the copy's pictures may come from: this one and the image host. */
function pictureOrigins(imageBaseUrl: string): ReadonlySet<string> {
  const origins = new Set([window.location.origin]);
  if (imageBaseUrl !== '') origins.add(new URL(imageBaseUrl, window.location.href).origin);
  return origins;
}

/**
 * Paints the stored copy of home into the splash when the app opens at home for the LINE user the copy is of; does
 * nothing otherwise. Never throws: without it the buyer sees the splash, as before. True when the copy is on the page.
 */
export function paintStoredHome(
  homePath: string,
  { lineUser, imageBaseUrl, onTap }: StoredHomeOpening,
): boolean {
  try {
    if (window.location.pathname !== homePath) return false;
    const splash = document.getElementById('splash');
    const shell = readHomeShell(window.localStorage, lineUser);
    if (splash === null || shell === null) return false;
    // The style engine's rules go to the engine, which keeps them for the live home; the page-wide ones leave with
    // the copy. A copy whose engine rules cannot be handed over keeps them all itself.
    const { engineStyles } = shell;
    const engineSheet = engineStyles === undefined ? null : styleEngineSheet(engineStyles);
    const css = inertCss(
      engineStyles === undefined || engineSheet !== null
        ? shell.css
        : `${shell.css}\n${engineStyles.css}`,
    );
    if (css === null) return false;
    const copy = document.createElement('div');
    copy.className = 'stored-home';
    copy.setAttribute('aria-hidden', 'true');
    // Nothing in it can be focused or pressed: its buttons would do nothing until React is there. A tap on it lands
    // on the splash, which keeps what it was for the live app (carried-tap.ts). Where the browser ignores inert (iOS
    // before 15.5), taps pass through it too and nothing in it is in the tab order (stored-home-markup.ts); its links
    // go nowhere anyway.
    copy.setAttribute('inert', '');
    copy.style.pointerEvents = 'none';
    const style = document.createElement('style');
    style.textContent = css;
    copy.append(inertMarkup(shell.html, pictureOrigins(imageBaseUrl)));
    splash.classList.add('splash-stored');
    if (engineSheet !== null) document.head.append(engineSheet);
    splash.prepend(style, copy);
    listenForCarriedTaps(splash, copy, onTap);
    return true;
  } catch {
    // Storage refused or the markup rejected: the plain splash stays.
    return false;
  }
}
