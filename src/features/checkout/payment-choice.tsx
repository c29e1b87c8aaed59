import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from './choice-group';

/** 貨到付款: 是 = '1', 否 = '2' (pre-filled from the customer's default). */
export function PaymentChoice({
  value,
  onChange,
}: {
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <ChoiceGroup
      label={t('payment.label')}
      value={value}
      onChange={onChange}
      options={[
        { value: '1', label: t('payment.yes') },
        { value: '2', label: t('payment.no') },
      ]}
    />
  );
}
