/**
 * Each namespace's English, a file of en/ named after it (cartSend → cart-send.ts), each its own chunk. A buyer reads
 * zh-TW, so even this list of files is fetched only when English is first asked for (add-texts.ts).
 */
const files = import.meta.glob<Record<string, object>>('./en/*.ts');

/** The namespace's English, or undefined for a namespace that has none (the demo's fault switch, on purpose). */
export async function englishOf(ns: string): Promise<object | undefined> {
  const file = files[`./en/${ns.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`];
  return file && (await file())[ns];
}
