import type { DemoGreeting } from '../zh-TW/demo';

/** Korean exists only for PageTwo's greeting; every other text falls back to en. */
export const demo: DemoGreeting = {
  greeting: '안녕하세요! 신선 주문 플랫폼에 오신 것을 환영합니다',
};
