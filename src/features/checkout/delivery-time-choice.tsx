import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from './choice-group';

/** deliverytimeremark holds at most 512 characters. */
export const REMARK_MAX = 512;
const TIMES = ['01', '02', '04'] as const;

interface DeliveryTimeChoiceProps {
  value: string;
  remark: string;
  onChange: (time: string) => void;
  onRemarkChange: (remark: string) => void;
}

/** 13:00前 / 14:00-18:00 / 不指定; 不指定 opens a remark (shown as typed: HTML and emoji are just text). */
export function DeliveryTimeChoice({
  value,
  remark,
  onChange,
  onRemarkChange,
}: DeliveryTimeChoiceProps) {
  const { t } = useTranslation('checkout');
  return (
    <ChoiceGroup
      label={t('deliveryTime.label')}
      value={value}
      onChange={onChange}
      options={TIMES.map((code) => ({ value: code, label: t(`deliveryTime.${code}`) }))}
    >
      {value === '04' ? (
        <TextField
          label={t('remark.label')}
          value={remark}
          multiline
          minRows={2}
          fullWidth
          onChange={(event) => {
            // Counted as the backend counts (UTF-16 units, an emoji is two), so what fits here fits there.
            onRemarkChange(event.target.value.slice(0, REMARK_MAX));
          }}
          helperText={t('remark.counter', { count: remark.length, max: REMARK_MAX })}
          slotProps={{
            htmlInput: { maxLength: REMARK_MAX },
            formHelperText: { sx: { textAlign: 'right' } },
          }}
          sx={{ mt: 1 }}
        />
      ) : null}
    </ChoiceGroup>
  );
}
