import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceRow } from './choice-row';

/** 貨到付款: 是 = '1', 否 = '2' (pre-filled from the customer's default). */
export function PaymentChoice({
  value,
  onChange,
}: {
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation('checkout');
  const labelId = useId();
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 700 }}>
        {t('payment.label')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(_event, next) => {
          onChange(next);
        }}
      >
        <ChoiceRow value="1" label={t('payment.yes')} />
        <ChoiceRow value="2" label={t('payment.no')} />
      </RadioGroup>
    </FormControl>
  );
}
