import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_METHOD_FALLBACK } from '../../api/endpoints/dict';
import type { CodeItem } from '../../api/types';
import { ChoiceRow } from './choice-row';

interface DeliveryMethodChoiceProps {
  methods: readonly CodeItem[];
  loading: boolean;
  failed: boolean;
  value: string;
  onChange: (code: string) => void;
  onRetry: () => void;
}

/** Logistics from the Delivery_method list; on failure DECISIONS 3's single stand-in option and a retry. */
export function DeliveryMethodChoice(props: DeliveryMethodChoiceProps) {
  const { methods, loading, failed, value, onChange, onRetry } = props;
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation('common');
  const labelId = useId();
  const options = failed ? [DELIVERY_METHOD_FALLBACK] : methods;
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 700 }}>
        {t('deliveryType.label')}
      </FormLabel>
      {loading ? <Typography sx={{ py: 1 }}>{tc('loading')}</Typography> : null}
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={options.some((m) => m.code === value) ? value : ''}
        onChange={(_event, next) => {
          onChange(next);
        }}
      >
        {options.map((m) => (
          <ChoiceRow key={m.code} value={m.code} label={m.value} />
        ))}
      </RadioGroup>
      {failed ? (
        <Alert
          severity="error"
          sx={{ alignItems: 'center' }}
          action={
            <Button color="inherit" onClick={onRetry} sx={{ fontWeight: 700, minHeight: 44 }}>
              {tc('retry')}
            </Button>
          }
        >
          {t('deliveryType.failed')}
        </Alert>
      ) : null}
    </FormControl>
  );
}
