import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QUANTITY_MAX,
  formatQuantity,
  parseQuantityText,
  snapToMultiple,
  stepQuantity,
} from '../../domain/quantity';

interface ShopStepperProps {
  value: number;
  /** The product's order multiple; 0 or less for a product that cannot be ordered. */
  multiple: number;
  onChange: (quantity: number) => void;
  label: string;
  disabled: boolean;
}

type Problem = 'invalid' | 'tooLarge' | 'offMultiple' | null;

/**
 * A shop's quantity in a narrow column: the field over minus and plus. The cart's stepper rules, from the same
 * domain functions (plus and minus step by the multiple and never go below 0, 2 decimals, 0 to 99,999, full-width
 * digits accepted), with one difference the screen needs: a typed value that is not a whole number of multiples is
 * not snapped but refused, with the reason beside the field, because a quantity set here goes to that shop's server
 * cart at once. Its own component rather than components/quantity-stepper.tsx with a narrow layout: that one is
 * grouped with the app's shell once a fourth screen uses it (vite.config.ts), and every first screen would then
 * carry it (docs/performance.md, the byte gate).
 */
export function ShopStepper({ value, multiple, onChange, label, disabled }: ShopStepperProps) {
  const { t } = useTranslation('catalogue');
  const { t: te } = useTranslation('everyShop');
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const helperId = useId();
  const multipleOk = Number.isFinite(multiple) && multiple > 0;
  const off = disabled || !multipleOk;

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = parseQuantityText(draft);
    if (typed === null) {
      setProblem('invalid');
      return;
    }
    const capped = Math.min(typed, QUANTITY_MAX);
    const snapped = snapToMultiple(capped, multiple);
    if (typed <= QUANTITY_MAX && snapped !== typed) {
      setProblem('offMultiple');
      return;
    }
    setProblem(typed > QUANTITY_MAX ? 'tooLarge' : null);
    if (snapped !== value) onChange(snapped);
  };

  const step = (direction: 1 | -1) => {
    setProblem(null);
    onChange(stepQuantity(value, multiple, direction));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };

  let helper: string | undefined;
  if (!multipleOk && !disabled) helper = t('stepper.invalidMultiple');
  else if (problem === 'offMultiple') helper = te('offMultiple', { multiple: String(multiple) });
  else if (problem !== null) helper = t(`stepper.${problem}`);
  const button = { width: 44, height: 44, border: 1, borderColor: 'divider' };

  return (
    <Box>
      <TextField
        value={draft ?? formatQuantity(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        disabled={off}
        error={helper !== undefined}
        size="small"
        fullWidth
        sx={{ '& .MuiInputBase-root': { minHeight: 44 } }}
        slotProps={{
          htmlInput: {
            'aria-label': label,
            'aria-describedby': helper === undefined ? undefined : helperId,
            inputMode: 'decimal',
            autoComplete: 'off',
            style: { textAlign: 'center', fontSize: 18 },
          },
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 0.5, mt: 0.5 }}>
        <IconButton
          aria-label={t('stepper.decrease')}
          onClick={() => step(-1)}
          disabled={off || value <= 0}
          sx={button}
        >
          <RemoveIcon />
        </IconButton>
        <IconButton
          aria-label={t('stepper.increase')}
          onClick={() => step(1)}
          disabled={off}
          sx={button}
        >
          <AddIcon />
        </IconButton>
      </Box>
      {helper === undefined ? null : (
        <FormHelperText
          id={helperId}
          error
          role={problem === null ? undefined : 'alert'}
          sx={{ mx: 0 }}
        >
          {helper}
        </FormHelperText>
      )}
    </Box>
  );
}
