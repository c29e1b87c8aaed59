import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Every screen a journey visits: 0 serious or critical accessibility violations (WCAG 2.1 AA rules). */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // A dialog or drawer caught mid-fade has half-transparent text: scan the settled screen, as the buyer reads it.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id} (${String(v.impact)}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(blocking, `accessibility of ${what}`).toEqual([]);
}
