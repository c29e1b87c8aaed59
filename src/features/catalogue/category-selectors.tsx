import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Id } from '../../api/types';
import { sameId } from '../../domain/id';
import {
  selectionFor,
  subCategoriesOf,
  subSelectionSummary,
  topCategories,
} from '../../domain/category-selection';
import { selectorsGrid, type CategorySelectorsProps } from './category-selectors-props';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { catalogueTexts } from './texts/catalogue';

/** Select values are text: ids may be numbers or strings, and the request must carry them as received. */
const key = (id: Id) => String(id);

/**
 * The top-level selector (single) and the sub-category selector (multi, 'first name +N'), side by side. Loaded after
 * home's first paint, with MUI's Select, Menu, Popover and Modal: category-selectors-slot.tsx shows their look
 * until then.
 */
export function CategorySelectors({ categories, selection, onChange }: CategorySelectorsProps) {
  useScreenTexts(catalogueTexts);
  const { t } = useTranslation('catalogue');
  const tops = topCategories(categories);
  const subs = subCategoriesOf(categories, selection.topId);

  const chooseTop = (value: string) => {
    const top = tops.find((c) => key(c.id) === value);
    if (top) onChange(selectionFor(categories, top.id));
  };

  const chooseSubs = (values: string[]) => {
    // Keep the category list's order, whatever order the buyer ticked them in.
    onChange({
      ...selection,
      subIds: subs.filter((c) => values.includes(key(c.id))).map((c) => c.id),
    });
  };

  const menuSlot = { menu: { slotProps: { paper: { sx: { maxHeight: 420 } } } } };

  return (
    <Box sx={selectorsGrid}>
      <TextField
        select
        label={t('categories.top')}
        value={key(selection.topId)}
        onChange={(event) => chooseTop(event.target.value)}
        size="small"
        sx={{ '& .MuiInputBase-root': { minHeight: 48 } }}
      >
        {tops.map((c) => (
          <MenuItem key={key(c.id)} value={key(c.id)} sx={{ minHeight: 48 }}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('categories.sub')}
        value={selection.subIds.map(key)}
        onChange={(event) => {
          const value: unknown = event.target.value;
          chooseSubs(Array.isArray(value) ? value.map(String) : String(value).split(','));
        }}
        size="small"
        disabled={subs.length === 0}
        sx={{ '& .MuiInputBase-root': { minHeight: 48 } }}
        slotProps={{
          select: {
            multiple: true,
            MenuProps: menuSlot.menu,
            renderValue: (value) =>
              subSelectionSummary(subs, value as string[], (count) =>
                t('categories.more', { count }),
              ),
          },
        }}
      >
        {subs.map((c) => (
          <MenuItem key={key(c.id)} value={key(c.id)} sx={{ minHeight: 48 }}>
            {/* An icon, not a checkbox: an input inside an option is a nested control; aria-selected says it. */}
            {selection.subIds.some((id) => sameId(id, c.id)) ? (
              <CheckBoxIcon color="primary" sx={{ mr: 1.5 }} aria-hidden />
            ) : (
              <CheckBoxOutlineBlankIcon color="action" sx={{ mr: 1.5 }} aria-hidden />
            )}
            <ListItemText primary={c.name} />
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
