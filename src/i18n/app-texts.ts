/**
 * The zh-TW texts of every namespace, by its name: the keys' types (i18next.d.ts). The shell's and the shared words
 * are i18n's own; each feature adds its namespaces where it defines them (`declare module` beside `defineTexts`), so
 * a key that its namespace lacks does not compile, wherever the namespace lives.
 */
import type { common } from './texts/zh-TW/common';
import type { shell } from './texts/zh-TW/shell';

export interface AppTexts {
  common: typeof common;
  shell: typeof shell;
}
