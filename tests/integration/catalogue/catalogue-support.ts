import { screen, within } from '@testing-library/react';

/** Home's card of a product, found by its 加入購物車 button. */
export function productCard(name: string): HTMLElement {
  const li = screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('button', { name: `加入購物車 ${name}` }) !== null);
  if (li === undefined) throw new Error(`no card for ${name}`);
  return li;
}
