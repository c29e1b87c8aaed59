/**
 * What home's category selectors take, and the grid they sit in: shared by the selectors (category-selectors.tsx)
 * and the stand-in that shows their look until their code has loaded (category-selectors-slot.tsx).
 */
import type { Category } from '../../api/types';
import type { CategorySelection } from '../../store/catalogue/catalogue-slice';

export interface CategorySelectorsProps {
  categories: readonly Category[];
  selection: CategorySelection;
  onChange: (selection: CategorySelection) => void;
}

/** The top-level selector beside the wider sub-category one. */
export const selectorsGrid = { display: 'grid', gridTemplateColumns: '2fr 3fr', gap: 1 } as const;
