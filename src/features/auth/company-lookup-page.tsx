/**
 * Company lookup, at /login4: the tax id is checked locally, then the public registry
 * fills the company name; the name always stays editable, so a registry outage never blocks the buyer.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { lookupCompany } from './company-registry';
import { OutlinedField } from '../../components/outlined-field';
import { paths } from '../../config/paths';
import { isValidTaxId, TAX_ID_LENGTH } from '../../domain/tax-id';
import { AuthCard } from './auth-card';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { authTexts } from './texts/auth';

type LookupStatus = 'idle' | 'invalid' | 'looking' | 'not-found';

/** Phones with a Chinese keyboard may type full-width digits; they mean the same number. */
const asciiDigits = (value: string): string =>
  value.replace(/[\uFF10-\uFF19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));

export function CompanyLookupPage() {
  useScreenTexts(authTexts);
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [taxId, setTaxId] = useState('');
  const [companyName, setCompanyName] = useState('');
  const [status, setStatus] = useState<LookupStatus>('idle');
  const lookup = useRef<AbortController | null>(null);
  // The name the registry filled in, so a new number clears it but never what the buyer typed.
  const filledName = useRef<string | null>(null);

  useEffect(() => () => lookup.current?.abort(), []);

  const changeTaxId = (raw: string) => {
    const value = asciiDigits(raw);
    setTaxId(value);
    // Only the answer for the number now in the field may fill the name.
    lookup.current?.abort();
    lookup.current = null;
    if (filledName.current !== null && companyName === filledName.current) setCompanyName('');
    filledName.current = null;
    if (!/^[0-9]*$/.test(value)) return setStatus('invalid');
    if (value.length < TAX_ID_LENGTH) return setStatus('idle');
    if (!isValidTaxId(value)) return setStatus('invalid');

    const controller = new AbortController();
    lookup.current = controller;
    setStatus('looking');
    lookupCompany(value, controller.signal).then(
      (record) => {
        if (controller.signal.aborted) return;
        if (record === null) return setStatus('not-found');
        filledName.current = record.Company_Name;
        setCompanyName(record.Company_Name);
        setStatus('idle');
      },
      () => {
        if (!controller.signal.aborted) setStatus('not-found');
      },
    );
  };

  const nameHint =
    status === 'looking'
      ? t('login4.looking')
      : status === 'not-found'
        ? t('login4.notFound')
        : undefined;

  return (
    <AuthCard title={t('login4.title')}>
      <Stack spacing={2.5}>
        <OutlinedField
          label={t('login4.taxId')}
          name="taxid"
          value={taxId}
          onChange={(event) => changeTaxId(event.target.value)}
          error={status === 'invalid'}
          helperText={status === 'invalid' ? t('login4.invalidTaxId') : t('login4.taxIdHint')}
          fullWidth
          inputProps={{ inputMode: 'numeric', maxLength: TAX_ID_LENGTH, autoComplete: 'off' }}
        />
        <OutlinedField
          label={t('login4.companyName')}
          name="companyName"
          value={companyName}
          onChange={(event) => setCompanyName(event.target.value)}
          helperText={nameHint}
          autoComplete="organization"
          fullWidth
        />
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={() => void navigate(paths.login2)}
        >
          {t('login4.next')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
