import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The catalogue search box: filters as the buyer types; a clear button brings the categories back. */
export function SearchField({ value, onChange }: SearchFieldProps) {
  const { t } = useTranslation('catalogue');
  return (
    <TextField
      type="search"
      label={t('search.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      size="small"
      sx={{
        '& .MuiInputBase-root': { minHeight: 48 },
        '& input::-webkit-search-cancel-button': { display: 'none' },
      }}
      slotProps={{
        htmlInput: { enterKeyHint: 'search', autoComplete: 'off' },
        input: {
          // Plain elements, not InputAdornment: the input lays them out in its row already, and home's first
          // screen does not carry InputAdornment's code for two icons (0.6 KB gzip).
          startAdornment: <SearchIcon aria-hidden sx={{ mr: 1, color: 'action.active' }} />,
          endAdornment:
            value === '' ? null : (
              <IconButton
                aria-label={t('search.clear')}
                onClick={() => onChange('')}
                edge="end"
                sx={{ ml: 1, width: 44, height: 44 }}
              >
                <ClearIcon />
              </IconButton>
            ),
        },
      }}
    />
  );
}
