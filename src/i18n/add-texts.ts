/**
 * A namespace's texts and how they join an i18next instance. The zh-TW texts come with the code that shows them. The
 * English of a namespace is a file of texts/en/ named after it (cartSend → cart-send.ts), fetched only when asked
 * for, for a buyer reads zh-TW: it arrives when a text is missing (the en fallback), and then every component that
 * reads it renders again (i18next's 'added' event, react-i18next's bindI18nStore). A namespace without such a file
 * (the demo's fault switch, on purpose) has no English.
 */
import type { i18n as I18n } from 'i18next';
import type { AppTexts } from './app-texts';
import { DEFAULT_LANGUAGE } from './i18n-options';
import type { LocaleOf } from './locale-of';

export type Namespace = keyof AppTexts;

/**
 * The languages that come with a namespace's code. Most bring zh-TW only (their English is fetched from texts/en/);
 * PageTwo's greeting brings each language it shows: en fills every key of zh-TW, ko, fr and es what PageTwo shows
 * of them (the rest falls back to en).
 */
export interface Languages<T> {
  'zh-TW': T;
  en?: LocaleOf<T>;
  ko?: Partial<LocaleOf<T>>;
  fr?: Partial<LocaleOf<T>>;
  es?: Partial<LocaleOf<T>>;
}

export interface NamespaceTexts<N extends Namespace = Namespace> {
  readonly ns: N;
  readonly languages: Languages<AppTexts[N]>;
}

/** A namespace's texts in each language (plain data: nothing joins an instance until addTexts). */
export const defineTexts = <N extends Namespace>(
  ns: N,
  languages: Languages<AppTexts[N]>,
): NamespaceTexts<N> => ({ ns, languages });

/** Per instance: the other languages still to fetch, and whether they were asked for already. */
interface Later {
  fetches: (() => Promise<void>)[];
  asked: Promise<void> | null;
}
const laterOf = new WeakMap<I18n, Later>();

function later(i18n: I18n): Later {
  let found = laterOf.get(i18n);
  if (found === undefined) {
    found = { fetches: [], asked: null };
    laterOf.set(i18n, found);
  }
  return found;
}

/**
 * Adds a namespace to `i18n` (i18next's addResourceBundle), once. Silent: nothing on screen showed these texts yet,
 * so no component renders again for them. Its languages still to fetch come along at once if the instance asked for
 * the other languages already.
 */
export function addTexts(i18n: I18n, { ns, languages }: NamespaceTexts): void {
  if (i18n.hasResourceBundle(DEFAULT_LANGUAGE, ns)) return;
  for (const [lng, texts] of Object.entries(languages) as [string, object][])
    i18n.addResourceBundle(lng, ns, texts, true, false, { silent: true });
  if (languages.en !== undefined) return;
  const pending = later(i18n);
  pending.fetches.push(async () => {
    const english = await (await import('./texts/english')).englishOf(ns);
    if (english !== undefined) i18n.addResourceBundle('en', ns, english, true, false);
  });
  if (pending.asked !== null) void fetchOtherLanguages(i18n);
}

/** Fetches the other languages of every namespace `i18n` has; resolves once they are in. */
export function fetchOtherLanguages(i18n: I18n): Promise<void> {
  const pending = later(i18n);
  const fetches = pending.fetches.splice(0).map((fetch) => fetch());
  pending.asked = Promise.all([pending.asked, ...fetches]).then(() => undefined);
  return pending.asked;
}
