/**
 * PageTwo, the template's demo page. Its greeting exists in en, ko, fr and es (locales/<lng>/demo.ts); the buttons
 * switch only the greeting, never the app's language.
 */
export const demo = {
  caption: '示範頁面',
  greeting: '您好！歡迎光臨鮮享訂購平台',
  hint: '按下語言按鈕，只會切換上方問候語的語言，不會改變整個網站的語言。',
  languages: {
    label: '問候語語言',
    en: 'En',
    ko: 'Kr',
    fr: 'Fr',
    es: 'Sp',
  },
  back: '返回',
};

/** What the greeting-only languages (ko, fr, es) provide. */
export type DemoGreeting = Pick<typeof demo, 'greeting'>;
