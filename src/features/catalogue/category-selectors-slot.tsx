/**
 * Home's two category selectors, loaded after the first paint.
 *
 * The selectors are MUI Selects, and a Select brings its Menu, Popover, Modal and Grow, none of which the buyer
 * needs to see the products: kept off home's first paint, so the products show sooner on a slow phone.
 * Until their code is here this slot shows what they will show, the same size and look: the two outlined boxes with
 * their labels and the current choice, inert, so nothing moves when the real ones take their place. Their code is
 * asked for in the frame after home's first paint; once loaded (later visits to home, the tests) they render at once.
 */
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { startTransition, useEffect, useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';
import {
  subCategoriesOf,
  subSelectionSummary,
  topCategories,
} from '../../domain/category-selection';
import { selectorsGrid, type CategorySelectorsProps } from './category-selectors-props';

type Selectors = ComponentType<CategorySelectorsProps>;

let loaded: Selectors | null = null;
let loading: Promise<Selectors> | null = null;

/**
 * After a failed load (a dropped connection), when the slot asks again. A browser that keeps a failed module fetch
 * for the page's life (Chromium until it ships whatwg/html#10327; WebKit and Gecko fetch again) fails the retry at
 * once: there the look stays until the app is next opened, with the products and the search still working.
 */
export const SELECTORS_RETRY_MS = 5000;

/** Loads the selectors' code once; later calls share the first. A failed load is forgotten, so it can be retried. */
export function loadCategorySelectors(): Promise<Selectors> {
  loading ??= import('./category-selectors').then(
    (module) => {
      loaded = module.CategorySelectors;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

interface SelectorLookProps {
  label: string;
  text: string;
  /** Greyed, as the sub-category selector is for a category without sub-categories. */
  disabled?: boolean;
}

/** One selector's look: the outlined box, its label in the notch, the chosen text and the arrow. */
function SelectorLook({ label, text, disabled = false }: SelectorLookProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" size="small" disabled={disabled}>
      <InputLabel shrink htmlFor={id}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        notched
        label={label}
        value={text}
        readOnly
        // Out of the tab order as well as inert: older web views ignore `inert`.
        inputProps={{ tabIndex: -1 }}
        sx={{ minHeight: 48, pr: 0.5 }}
        endAdornment={<ArrowDropDownIcon sx={{ color: 'action.active' }} />}
      />
    </FormControl>
  );
}

function SelectorsLook({ categories, selection }: CategorySelectorsProps) {
  const { t } = useTranslation('catalogue');
  const top = topCategories(categories).find((c) => String(c.id) === String(selection.topId));
  const subs = subCategoriesOf(categories, selection.topId);
  const summary = subSelectionSummary(subs, selection.subIds.map(String), (count) =>
    t('categories.more', { count }),
  );
  return (
    // Hidden from assistive technology and out of reach of taps and focus: a stand-in, not a control.
    <Box sx={selectorsGrid} aria-hidden="true" inert>
      <SelectorLook label={t('categories.top')} text={top?.name ?? ''} />
      <SelectorLook label={t('categories.sub')} text={summary} disabled={subs.length === 0} />
    </Box>
  );
}

/** The selectors once their code is here, their look until then. */
export function CategorySelectorsSlot(props: CategorySelectorsProps) {
  const [Selectors, setSelectors] = useState<Selectors | null>(() => loaded);
  const [attempt, setAttempt] = useState(0);
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (Selectors !== null || !painted) return;
    let current = true;
    let retry = 0;
    loadCategorySelectors().then(
      (code) => {
        // A transition: the Selects' first render is sliced rather than one 100 ms task (4x CPU) after the products.
        if (current) startTransition(() => setSelectors(() => code));
      },
      // The look stays meanwhile: the products are on screen, and the buyer can still search.
      () => {
        if (current) retry = window.setTimeout(() => setAttempt((n) => n + 1), SELECTORS_RETRY_MS);
      },
    );
    return () => {
      current = false;
      clearTimeout(retry);
    };
  }, [Selectors, painted, attempt]);
  return Selectors === null ? <SelectorsLook {...props} /> : <Selectors {...props} />;
}
