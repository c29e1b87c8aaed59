/** Shared by the /order tests: the demo data seeded at a fixed moment, and reading a card's fields. */
import { screen, within } from '@testing-library/react';
import { resetDb } from '../../../src/mocks/db';

/** The seed dates orders relative to "now": a fixed now gives fixed texts (2026-11-22 10:00 in Taipei). */
export const SEED_NOW = new Date('2026-11-22T02:00:00Z');

export const seedDemo = () => resetDb({ now: SEED_NOW });

export function orderCard(orderno: string): HTMLElement {
  return screen.getByRole('article', { name: `訂單編號 ${orderno}` });
}

/** The value shown after a label of the card's description list. */
export function field(card: HTMLElement, label: string): string {
  const term = within(card)
    .getAllByRole('term')
    .find((dt) => dt.textContent === label);
  if (term === undefined) throw new Error(`no field ${label}`);
  return term.nextElementSibling?.textContent ?? '';
}

/** The timeline's steps: [name, highlighted] in order, and the current one. */
export function timeline(card: HTMLElement) {
  const steps = within(within(card).getByRole('list', { name: '訂單進度' })).getAllByRole(
    'listitem',
  );
  return {
    highlighted: steps.filter((s) => s.dataset.highlighted === 'true').map((s) => s.textContent),
    current: steps.find((s) => s.getAttribute('aria-current') === 'step')?.textContent ?? null,
  };
}
