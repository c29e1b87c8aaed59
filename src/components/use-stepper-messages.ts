import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuantityStepperMessages } from './quantity-stepper';

/** The shared stepper's texts from the catalogue namespace. */
export function useStepperMessages(): QuantityStepperMessages {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      decrease: t('stepper.decrease'),
      increase: t('stepper.increase'),
      invalid: t('stepper.invalid'),
      tooLarge: t('stepper.tooLarge'),
      invalidMultiple: t('stepper.invalidMultiple'),
    }),
    [t],
  );
}
