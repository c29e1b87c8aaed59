/**
 * Home as the buyer last saw it, painted by the entry before React and the store have even loaded.
 *
 * On a returning buyer's phone the first products wait for about a second of script (React, MUI, the store) before
 * React can show them. Home keeps a copy of its top (the markup React rendered and the styles it used, from the
 * server's data, see features/catalogue/home-shell-save.ts) and the entry paints that copy into the splash the moment
 * it runs, so yesterday's products are on screen at once, exactly as React will draw them. The copy is inert and
 * hidden from assistive technology (the splash still says 載入中…); it leaves with the splash when React's home is
 * on the page, the same frame, so the buyer sees no jump.
 *
 * The copy belongs to the session, like the catalogue snapshot: it names its shop, is painted only while the stored
 * session is signed in to that shop, and is removed when the session ends (store/catalogue/catalogue-snapshot.ts `forget`).
 */
import { readHomeShell } from '../features/catalogue/home-shell';

/**
 * Paints the stored copy of home into the splash when the app opens at home; does nothing otherwise. Never throws:
 * without it the buyer sees the splash, as before.
 */
export function paintStoredHome(homePath: string): void {
  try {
    if (window.location.pathname !== homePath) return;
    const splash = document.getElementById('splash');
    const shell = readHomeShell(window.localStorage);
    if (splash === null || shell === null) return;
    const copy = document.createElement('div');
    copy.className = 'stored-home';
    copy.setAttribute('aria-hidden', 'true');
    // Nothing in it can be focused or tapped: its buttons would do nothing until React is there.
    copy.setAttribute('inert', '');
    const style = document.createElement('style');
    style.textContent = shell.css;
    // The markup React rendered from the server's data (names escaped as text); no script runs from it (the page's
    // Content-Security-Policy allows none inline).
    copy.innerHTML = shell.html;
    splash.classList.add('splash-stored');
    splash.prepend(style, copy);
  } catch {
    // Storage refused or the markup rejected: the plain splash stays.
  }
}
