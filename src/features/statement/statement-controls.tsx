import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../api/types';
import { monthsBefore, type MonthKey } from '../../domain/statement-month';

/** The months a buyer can pick: this one and the eleven before it. */
export const MONTHS_SHOWN = 12;

export const ALL_SHOPS = 'all';

interface PickerProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/**
 * The phone's own picker: a native select, large to tap, with its label above it. Not MUI's Select or TextField,
 * which bring their menu, popover, backdrop and input code along (outlined-field.tsx says why that matters).
 */
function Picker({ label, value, onChange, children }: PickerProps) {
  const id = useId();
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography component="label" htmlFor={id} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={{
          display: 'block',
          width: '100%',
          minHeight: 48,
          mt: 0.5,
          px: 1.5,
          font: 'inherit',
          fontSize: '1rem',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'grey.500',
          borderRadius: 1,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

interface ControlsProps {
  month: MonthKey;
  thisMonth: MonthKey;
  onMonth: (month: MonthKey) => void;
  shop: string;
  shops: readonly Customer[];
  onShop: (shop: string) => void;
}

export function StatementControls({
  month,
  thisMonth,
  onMonth,
  shop,
  shops,
  onShop,
}: ControlsProps) {
  const { t } = useTranslation('statement');
  const months = Array.from({ length: MONTHS_SHOWN }, (_, i) => monthsBefore(thisMonth, i));
  if (!months.includes(month)) months.push(month);
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
      <Picker label={t('month')} value={month} onChange={onMonth}>
        {months.map((m) => (
          <option key={m} value={m}>
            {t('monthOption', { year: m.slice(0, 4), month: String(Number(m.slice(5))) })}
          </option>
        ))}
      </Picker>
      {shops.length >= 2 ? (
        <Picker label={t('shop')} value={shop} onChange={onShop}>
          <option value={ALL_SHOPS}>{t('allShops')}</option>
          {shops.map((s) => (
            <option key={String(s.id)} value={String(s.id)}>
              {s.name || s.fullname}
            </option>
          ))}
        </Picker>
      ) : null}
    </Stack>
  );
}
