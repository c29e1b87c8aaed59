import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DELIVERY_METHOD_FALLBACK } from '../../api/endpoints/dict';
import type { CodeItem } from '../../api/types';
import { ChoiceGroup } from './choice-group';

interface DeliveryMethodChoiceProps {
  methods: readonly CodeItem[];
  loading: boolean;
  failed: boolean;
  /** It failed because the call never reached the server: says 網路連線異常 instead. */
  offline: boolean;
  value: string;
  onChange: (code: string) => void;
  onRetry: () => void;
}

/** Logistics from the Delivery_method list; on failure its single stand-in option, why it failed and a retry. */
export function DeliveryMethodChoice(props: DeliveryMethodChoiceProps) {
  const { methods, loading, failed, offline, value, onChange, onRetry } = props;
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation('common');
  const options = failed ? [DELIVERY_METHOD_FALLBACK] : methods;
  return (
    <ChoiceGroup
      label={t('deliveryType.label')}
      before={loading ? <Typography sx={{ py: 1 }}>{tc('loading')}</Typography> : null}
      value={options.some((m) => m.code === value) ? value : ''}
      onChange={onChange}
      options={options.map((m) => ({ value: m.code, label: m.value }))}
    >
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
          {offline ? tc('errors.network') : t('deliveryType.failed')}
        </Alert>
      ) : null}
    </ChoiceGroup>
  );
}
