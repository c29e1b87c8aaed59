import { act, render, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Category } from '../../../src/api/types';
import { i18nWith } from '../../support/i18n-with';
import { catalogueTexts } from '../../../src/features/catalogue/texts/catalogue';

const categories: Category[] = [
  { id: 1, name: '肉品', parentid: null },
  { id: 11, name: '豬肉', parentid: 1 },
  { id: 12, name: '牛肉', parentid: 1 },
  { id: 13, name: '雞肉', parentid: 1 },
  { id: 2, name: '海鮮', parentid: null },
];

// React's own startTransition, watched: the test asks whether the selectors arrive through it.
vi.mock('react', async (importOriginal) =>
  (await import('../../support/watched-start-transition')).watchedStartTransition(importOriginal),
);

beforeEach(() => {
  vi.mocked(startTransition).mockClear();
  // A fresh module each time: its code is loaded once per page, and this test is about the first time.
  vi.resetModules();
});

async function renderSlot(
  selection: { topId: number; subIds: number[] } = { topId: 1, subIds: [11, 13] },
) {
  const { CategorySelectorsSlot } =
    await import('../../../src/features/catalogue/category-selectors-slot');
  const onChange = vi.fn();
  const view = render(
    <I18nextProvider i18n={i18nWith(catalogueTexts)}>
      <CategorySelectorsSlot categories={categories} selection={selection} onChange={onChange} />
    </I18nextProvider>,
  );
  return { ...view, onChange };
}

test("until their code is here, the selectors' look shows the choice, read-only and hidden from assistive technology", async () => {
  await renderSlot();
  // No control yet: nothing a screen reader could reach or a tap could change.
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  const top = screen.getByRole('textbox', { name: '商品分類', hidden: true });
  const sub = screen.getByRole('textbox', { name: '細分類', hidden: true });
  expect(top).toHaveValue('肉品');
  expect(sub).toHaveValue('豬肉 +1');
  for (const look of [top, sub]) {
    expect(look).toHaveAttribute('readonly');
    expect(look).toHaveAttribute('tabindex', '-1');
  }
  // The real selectors take its place after the first paint, showing the same.
  expect(await screen.findByRole('combobox', { name: '商品分類' })).toHaveTextContent('肉品');
  expect(screen.getByRole('combobox', { name: '細分類' })).toHaveTextContent('豬肉 +1');
  expect(screen.queryByRole('textbox', { name: '細分類', hidden: true })).not.toBeInTheDocument();
});

test('a category without sub-categories: the look greys the sub-category box, as the selector does', async () => {
  await renderSlot({ topId: 2, subIds: [] });
  expect(screen.getByRole('textbox', { name: '商品分類', hidden: true })).toHaveValue('海鮮');
  expect(screen.getByRole('textbox', { name: '細分類', hidden: true })).toBeDisabled();
  expect(screen.getByRole('textbox', { name: '商品分類', hidden: true })).toBeEnabled();
  expect(await screen.findByRole('combobox', { name: '細分類' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('the selectors replace their look in a transition: their first render is sliced, not one long task', async () => {
  await renderSlot();
  // One transition marks the first paint (useAfterFirstPaint); the other brings the selectors.
  expect(vi.mocked(startTransition)).toHaveBeenCalledTimes(0);
  expect(await screen.findByRole('combobox', { name: '商品分類' })).toHaveTextContent('肉品');
  expect(vi.mocked(startTransition)).toHaveBeenCalledTimes(2);
});

test('once loaded, later renders show the selectors at once', async () => {
  const { loadCategorySelectors } =
    await import('../../../src/features/catalogue/category-selectors-slot');
  await loadCategorySelectors();
  await renderSlot();
  expect(screen.getByRole('combobox', { name: '細分類' })).toHaveTextContent('豬肉 +1');
  expect(screen.queryByRole('textbox', { name: '細分類', hidden: true })).not.toBeInTheDocument();
});

test('a failed load (a dropped connection) keeps the look and is tried again 5 s later', async () => {
  let reachable = false;
  vi.doMock('../../../src/features/catalogue/category-selectors', async (importOriginal) => {
    if (!reachable) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  const { SELECTORS_RETRY_MS } =
    await import('../../../src/features/catalogue/category-selectors-slot');
  expect(SELECTORS_RETRY_MS).toBe(5000);
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    await renderSlot();
    await act(() => vi.advanceTimersByTimeAsync(SELECTORS_RETRY_MS - 100));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '細分類', hidden: true })).toHaveValue('豬肉 +1');
    reachable = true;
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await screen.findByRole('combobox', { name: '商品分類' })).toHaveTextContent('肉品');
  } finally {
    vi.useRealTimers();
    vi.doUnmock('../../../src/features/catalogue/category-selectors');
  }
});
