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
