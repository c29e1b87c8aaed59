/**
 * Hands the copy's style rules back to the app's style engine at the next open.
 *
 * MUI styles home through emotion, which makes each component's style into rules the first time it is rendered: it
 * reads the style, writes the rules and puts them into the page's style sheet, for the header, the cards and
 * everything else on home. On a slow phone that is a good part of the moment between the copy and the live home
 * (docs/performance.md). Emotion skips it after a server render: the rules already on the page in a
 * `<style data-emotion="css name …">` are taken as made, when its cache starts. The copy's rules are emotion's own,
 * under names that are the hash of the style they stand for, so the rules kept under a name are the ones emotion
 * would make for it today too; a name today's app no longer uses is never asked for. Which rules are emotion's,
 * and under which names, the copy's keeper learns from engine-rules.ts.
 */
import type { EngineStyles } from './home-shell';
import { isInertCss } from './stored-home-css';

/** Emotion's key for MUI's styles (its default cache): the prefix of every `css-…` class. */
export const ENGINE_KEY = 'css';
/** A name as emotion makes it: a hash, the hash and a label, or the keyframes' `animation-…`. */
const NAME = /^[\w-]+$/;

/**
 * The rules as a style sheet for emotion to take as made when it starts (the caller puts it into the page's head), or
 * null: never rules that could load or run something, nor names that are not emotion's. A tampered copy is styled by
 * the copy alone.
 */
export function styleEngineSheet({ names, css }: EngineStyles): HTMLStyleElement | null {
  if (names.length === 0 || !names.every((name) => NAME.test(name)) || !isInertCss(css))
    return null;
  const sheet = document.createElement('style');
  sheet.setAttribute('data-emotion', [ENGINE_KEY, ...names].join(' '));
  sheet.textContent = css;
  return sheet;
}
