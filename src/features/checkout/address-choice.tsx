import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Address } from '../../api/types';
import { paths } from '../../config/paths';
import { ChoiceRow } from './choice-row';

interface AddressChoiceProps {
  addresses: readonly Address[];
  value: string;
  onChange: (addressId: string) => void;
}

/** The shop's saved addresses; none saved → say so and point to 出貨資料, where they are kept. */
export function AddressChoice({ addresses, value, onChange }: AddressChoiceProps) {
  const { t } = useTranslation('checkout');
  const labelId = useId();
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 700 }}>
        {t('address.label')}
      </FormLabel>
      {addresses.length === 0 ? (
        <Typography sx={{ py: 1 }}>
          {t('address.none')}{' '}
          <Link component={RouterLink} to={paths.address} sx={{ fontWeight: 700 }}>
            {t('address.link')}
          </Link>
        </Typography>
      ) : (
        <RadioGroup
          aria-labelledby={labelId}
          value={value}
          onChange={(_event, next) => {
            onChange(next);
          }}
        >
          {addresses.map((a) => (
            <ChoiceRow key={String(a.id)} value={String(a.id)} label={a.address} />
          ))}
        </RadioGroup>
      )}
    </FormControl>
  );
}
