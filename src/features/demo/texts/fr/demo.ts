import type { DemoGreeting } from '../zh-TW/demo';

/** French exists only for PageTwo's greeting; every other text falls back to en. */
export const demo: DemoGreeting = {
  greeting: 'Bonjour ! Bienvenue sur la plateforme de commande Fresh-Share',
};
