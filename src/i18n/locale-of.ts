/** The shape another language must fill: the zh-TW keys, any string values. */
export type LocaleOf<T> = { [K in keyof T]: T[K] extends string ? string : LocaleOf<T[K]> };
