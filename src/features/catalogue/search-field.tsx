import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The catalogue search box: filters as the buyer types; a clear button brings the categories back.
 *
 * Built from TextField's own parts (FormControl, InputLabel, OutlinedInput), as components/outlined-field.tsx is:
 * TextField imports Select, and with it Menu, Popover, Modal and Grow, which home's first screen does not show
 * (the category selectors bring them after the first paint: category-selectors-slot.tsx).
 */
export function SearchField({ value, onChange }: SearchFieldProps) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const label = t('search.label');
  return (
    <FormControl variant="outlined" size="small" fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ enterKeyHint: 'search', autoComplete: 'off' }}
        sx={{ minHeight: 48, '& input::-webkit-search-cancel-button': { display: 'none' } }}
        // Plain elements, not InputAdornment: the input lays them out in its row already, and home need not wait
        // for InputAdornment's code for two icons.
        startAdornment={<SearchIcon aria-hidden sx={{ mr: 1, color: 'action.active' }} />}
        endAdornment={
          value === '' ? null : (
            <IconButton
              aria-label={t('search.clear')}
              onClick={() => onChange('')}
              edge="end"
              sx={{ ml: 1, width: 44, height: 44 }}
            >
              <ClearIcon />
            </IconButton>
          )
        }
      />
    </FormControl>
  );
}
