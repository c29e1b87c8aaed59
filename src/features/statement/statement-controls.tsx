import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../api/types';
import { monthsBefore, type MonthKey } from '../../domain/statement-month';

/** The months a buyer can pick: this one and the eleven before it. */
export const MONTHS_SHOWN = 12;

export const ALL_SHOPS = 'all';

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
      <TextField
        select
        label={t('month')}
        value={month}
        onChange={(event) => onMonth(event.target.value)}
        sx={{ flex: 1, minWidth: 0 }}
      >
        {months.map((m) => (
          <MenuItem key={m} value={m} sx={{ minHeight: 44 }}>
            {t('monthOption', { year: m.slice(0, 4), month: String(Number(m.slice(5))) })}
          </MenuItem>
        ))}
      </TextField>
      {shops.length >= 2 ? (
        <TextField
          select
          label={t('shop')}
          value={shop}
          onChange={(event) => onShop(event.target.value)}
          sx={{ flex: 1, minWidth: 0 }}
        >
          <MenuItem value={ALL_SHOPS} sx={{ minHeight: 44 }}>
            {t('allShops')}
          </MenuItem>
          {shops.map((s) => (
            <MenuItem key={String(s.id)} value={String(s.id)} sx={{ minHeight: 44 }}>
              {s.name || s.fullname}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </Stack>
  );
}
