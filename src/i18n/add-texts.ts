/**
 * A namespace's texts and how they join an i18next instance. The zh-TW texts come with the code that shows them; the
 * other languages of a namespace may be left to fetch (an `import()`), for a buyer never needs them: they arrive
 * only when a text is missing (the en fallback), and then every component that reads them renders again (i18next's
 * 'added' event, react-i18next's bindI18nStore).
 */
import type { i18n as I18n } from 'i18next';
import type { AppTexts } from './app-texts';
import { DEFAULT_LANGUAGE } from './i18n-options';
import type { LocaleOf } from './locale-of';

export type Namespace = keyof AppTexts;

/** A language's texts of one namespace, there at once or fetched when asked for. */
type Language<T> = T | (() => Promise<T>);

/** en fills every key of zh-TW; ko, fr and es carry what PageTwo shows of them (the rest falls back to en). */
export interface Languages<T> {
  'zh-TW': T;
  en?: Language<LocaleOf<T>>;
  ko?: Language<Partial<LocaleOf<T>>>;
  fr?: Language<Partial<LocaleOf<T>>>;
  es?: Language<Partial<LocaleOf<T>>>;
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
  const pending = later(i18n);
  const entries = Object.entries(languages) as [string, Language<object>][];
  for (const [lng, texts] of entries) {
    if (typeof texts === 'function') {
      const fetch = texts as () => Promise<object>;
      pending.fetches.push(async () => {
        i18n.addResourceBundle(lng, ns, await fetch(), true, false);
      });
    } else i18n.addResourceBundle(lng, ns, texts, true, false, { silent: true });
  }
  if (pending.asked !== null) void fetchOtherLanguages(i18n);
}

/** Fetches the other languages of every namespace `i18n` has; resolves once they are in. */
export function fetchOtherLanguages(i18n: I18n): Promise<void> {
  const pending = later(i18n);
  const fetches = pending.fetches.splice(0).map((fetch) => fetch());
  pending.asked = Promise.all([pending.asked, ...fetches]).then(() => undefined);
  return pending.asked;
}
