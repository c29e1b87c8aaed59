import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../api/types';
import { useAppAlert } from '../../components/app-alert-context';
import { customerSelected, selectCustomers } from '../../store/session/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

const shopName = (customer: Customer) => customer.name || customer.fullname;

/**
 * The shop the buyer acts for. customerSelected makes it the active customer of every screen (the cart is keyed by it)
 * and resets the new-order defaults to its deliverytype and ispayment. Fewer than 2 shops: disabled.
 */
export function CustomerSelector({ customer }: { customer: Customer }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const notify = useAppAlert();
  const customers = useAppSelector(selectCustomers);
  const labelId = useId();
  const hintId = useId();
  // The list may not hold the active customer (an empty list answer keeps the login's one): offer it anyway.
  const options = customers.some((c) => String(c.id) === String(customer.id))
    ? customers
    : [customer, ...customers];

  const onChange = (id: string) => {
    const chosen = options.find((c) => String(c.id) === id);
    if (chosen === undefined || id === String(customer.id)) return;
    dispatch(customerSelected(chosen.id));
    notify(t('customerSwitched', { name: shopName(chosen) }), 'success');
  };

  return (
    <FormControl fullWidth disabled={options.length < 2}>
      <InputLabel id={labelId}>{t('customer')}</InputLabel>
      <Select
        labelId={labelId}
        label={t('customer')}
        value={String(customer.id)}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        inputProps={{ 'aria-describedby': hintId }}
        sx={{ minHeight: 48 }}
      >
        {options.map((c) => (
          <MenuItem key={String(c.id)} value={String(c.id)} sx={{ minHeight: 48 }}>
            {shopName(c)}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText id={hintId}>{t('customerHint')}</FormHelperText>
    </FormControl>
  );
}
