/**
 * Which of the page's style rules are emotion's, and the names emotion knows them by: what home's copy keeps apart for
 * emotion to take back at the next open (engine-styles.ts). Used by the copy's keeper
 * (features/catalogue/home-shell-save.ts), after home settled; not by the entry.
 */
import { ENGINE_KEY } from './engine-styles';

/** An emotion class: `css-`, then the name (a hash, with a label while developing). */
const CLASS = new RegExp(`${ENGINE_KEY}-[\\w-]+`, 'g');

/** Emotion's keyframes (the spinners' and placeholders' animations), which its classes' rules run. */
const KEYFRAMES = /^@keyframes (animation-[\w-]+)/;

/** The emotion classes a text names (markup or a rule). */
export const engineClassesOf = (text: string): string[] => text.match(CLASS) ?? [];

/** Emotion's style sheets: the ones it fills (`css`) and the one it took as made from a copy (`css name …`). */
export function isEngineSheet(sheet: CSSStyleSheet): boolean {
  const key =
    sheet.ownerNode instanceof Element ? sheet.ownerNode.getAttribute('data-emotion') : null;
  return key === ENGINE_KEY || key?.startsWith(`${ENGINE_KEY} `) === true;
}

/**
 * The names emotion knows a rule of its sheets by, among the classes in `used`: the classes it styles, or its
 * keyframes' name. None for a rule of classes that are not used.
 */
export function engineNamesOf(ruleText: string, used: ReadonlySet<string>): string[] {
  const keyframes = KEYFRAMES.exec(ruleText)?.[1];
  if (keyframes !== undefined) return [keyframes];
  return engineClassesOf(ruleText)
    .filter((name) => used.has(name))
    .map((name) => name.slice(ENGINE_KEY.length + 1));
}
