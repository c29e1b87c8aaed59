import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuantityEntry } from '../../components/use-quantity-entry';

interface ShopStepperProps {
  value: number;
  /** The product's order multiple; 0 or less for a product that cannot be ordered. */
  multiple: number;
  onChange: (quantity: number) => void;
  label: string;
  disabled: boolean;
}

/**
 * A shop's quantity in a narrow column: the field over minus and plus, with every stepper's rules
 * (components/use-quantity-entry.ts) and one difference the screen needs: a typed value that is not a whole number
 * of multiples is not snapped but refused, with the reason beside the field, because a quantity set here goes to
 * that shop's server cart at once.
 */
export function ShopStepper({ value, multiple, onChange, label, disabled }: ShopStepperProps) {
  const { t } = useTranslation('common');
  const { t: te } = useTranslation('everyShop');
  const { shown, type, commit, step, onKeyDown, problem, multipleOk } = useQuantityEntry({
    value,
    multiple,
    onChange,
    offMultiple: 'refuse',
  });
  const helperId = useId();
  const off = disabled || !multipleOk;

  let helper: string | undefined;
  if (!multipleOk && !disabled) helper = t('stepper.invalidMultiple');
  else if (problem === 'offMultiple') helper = te('offMultiple', { multiple: String(multiple) });
  else if (problem !== null) helper = t(`stepper.${problem}`);
  const button = { width: 44, height: 44, border: 1, borderColor: 'divider' };

  return (
    <Box>
      <TextField
        value={shown}
        onChange={(event) => type(event.target.value)}
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
