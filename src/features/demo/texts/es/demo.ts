import type { DemoGreeting } from '../zh-TW/demo';

/** Spanish exists only for PageTwo's greeting; every other text falls back to en. */
export const demo: DemoGreeting = {
  greeting: '¡Hola! Bienvenido a la plataforma de pedidos Fresh-Share',
};
