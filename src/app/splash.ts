import { useLayoutEffect } from 'react';

/** The static splash of index.html (#splash): painted before any JavaScript, removed once the app is on screen. */
const splash = (): HTMLElement | null => document.getElementById('splash');

export function removeSplash(): void {
  splash()?.remove();
}

/** The app cannot start: the splash stops spinning and says why, in Chinese with the technical detail in English. */
export function showSplashProblem(message: string, detail: string): void {
  const element = splash();
  if (element === null) return;
  element.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.className = 'splash-problem';
  text.textContent = message;
  const small = document.createElement('small');
  small.lang = 'en';
  small.textContent = detail;
  text.append(small);
  element.querySelector('.splash-spinner')?.remove();
  element.querySelector('.splash-text')?.replaceWith(text);
}

let firstScreenShown: () => void = () => undefined;
const whenShown = new Promise<void>((resolve) => {
  firstScreenShown = resolve;
});

/** Resolves once a screen (or the error page standing in for one) has been committed to the page. */
export const whenFirstScreenShown = (): Promise<void> => whenShown;

/**
 * Counts the calling screen as the first screen shown: each route's screen (routes.tsx), and the error page that
 * may stand in for one. A layout effect: it runs once the screen is in the page and before the browser paints, so
 * the splash can leave in the very frame that shows the screen (a passive effect would cost a frame or more on a
 * slow phone).
 */
export function useScreenShown(): void {
  useLayoutEffect(() => firstScreenShown(), []);
}
