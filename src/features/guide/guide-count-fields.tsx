import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CountProblem } from '../../domain/par-count';
import type { CountField, RowCount } from './use-par-count';

interface CountInputProps {
  id: string;
  label: string;
  name: string;
  unit: string;
  value: string;
  decimals: boolean;
  problem: CountProblem | null;
  onType: (text: string) => void;
}

/** One amount a cook types: labelled with the product ('現有 豬五花肉片'), its unit beside it, why it is refused below. */
function CountInput({ id, label, name, unit, value, decimals, problem, onType }: CountInputProps) {
  const { t } = useTranslation('guideCount');
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onType(event.target.value)}
      error={problem !== null}
      helperText={problem === null ? undefined : t(problem)}
      size="small"
      sx={{ flex: '1 1 0', minWidth: 0, '& .MuiInputBase-root': { minHeight: 48 } }}
      slotProps={{
        htmlInput: {
          'aria-label': `${label} ${name}`,
          inputMode: decimals ? 'decimal' : 'numeric',
          autoComplete: 'off',
          style: { fontSize: 18 },
        },
        // A plain span, not InputAdornment: the input lays it out in its row already, as in home's search field.
        input: {
          endAdornment: (
            <Box component="span" sx={{ ml: 0.5, color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {unit}
            </Box>
          ),
        },
        formHelperText: { sx: { mx: 0 } },
      }}
    />
  );
}

/** The row's count (use-par-count.ts) and what the fields name. */
export interface GuideCountFieldsProps extends RowCount {
  productid: string;
  name: string;
  unit: string;
  onType: (field: CountField, text: string) => void;
}

/** 盤點 in a guide row: 現有 and 安全量 side by side, then 建議 (par − on hand on the order multiple). */
export function GuideCountFields(props: GuideCountFieldsProps) {
  const { t } = useTranslation('guideCount');
  const { productid, name, unit, suggestion, decimals, onType } = props;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <CountInput
          id={`guide-${productid}-on-hand`}
          label={t('onHand')}
          name={name}
          unit={unit}
          value={props.onHand}
          decimals={decimals}
          problem={props.onHandProblem}
          onType={(text) => onType('onHand', text)}
        />
        <CountInput
          id={`guide-${productid}-par`}
          label={t('par')}
          name={name}
          unit={unit}
          value={props.par}
          decimals={decimals}
          problem={props.parProblem}
          onType={(text) => onType('par', text)}
        />
      </Box>
      {suggestion === null ? null : (
        <Typography sx={{ mt: 1, fontWeight: 700, fontSize: '1.125rem' }}>
          {/* As the cook typed the amounts (7.5, 3), not the stepper's 7.50 and 3.00. */}
          {t('suggested', { quantity: String(suggestion), unit })}
        </Typography>
      )}
    </Box>
  );
}
