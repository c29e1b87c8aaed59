import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../api/types';
import { ADDRESS_FIELDS, draftOf, readAddressDraft, type AddressDraft } from './address-draft';

const INPUT_MODE: Record<keyof AddressDraft, 'text' | 'tel'> = {
  address: 'text',
  phone: 'tel',
  contactperson: 'text',
  cellphone: 'tel',
};

interface AddressRowEditorProps {
  row: Address;
  /** Resolves with an error text, or null once saved. */
  onSave: (draft: AddressDraft) => Promise<string | null>;
  onCancel: () => void;
}

/**
 * One address row in inline edit. The typed values live here until the save succeeds, so a refused or failed save
 * loses nothing. On a phone the fields stack full width with 儲存/取消 right under them, above the keyboard.
 */
export function AddressRowEditor({ row, onSave, onCancel }: AddressRowEditorProps) {
  const { t } = useTranslation('addresses');
  const [draft, setDraft] = useState<AddressDraft>(() => draftOf(row));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [addressMissing, setAddressMissing] = useState(false);
  const firstField = useRef<HTMLElement>(null);
  // The buyer tapped 編輯 to type: the cursor goes to the first field so the keyboard opens there.
  useEffect(() => {
    firstField.current?.focus();
  }, []);
  const labels: Record<keyof AddressDraft, string> = {
    address: t('address'),
    phone: t('deliveryPhone'),
    contactperson: t('contactperson'),
    cellphone: t('cellphone'),
  };

  const save = async () => {
    const ready = readAddressDraft(draft);
    setAddressMissing(ready === null);
    if (ready === null) {
      // Back to the empty field, so the buyer can type the address straight away.
      firstField.current?.focus();
      setError(t('addressRequired'));
      return;
    }
    setSaving(true);
    setError(null);
    const failure = await onSave(ready);
    // Saved: the row leaves edit mode and this editor unmounts.
    if (failure !== null) {
      setSaving(false);
      setError(failure);
    }
  };

  return (
    // Outlined rather than MUI's `selected` tint: the field labels keep full contrast on a plain background.
    <TableRow sx={{ outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' }}>
      {ADDRESS_FIELDS.map((field, index) => (
        <TableCell key={field} sx={{ verticalAlign: 'top', pt: { sm: 1.5 } }}>
          <TextField
            label={labels[field]}
            value={draft[field]}
            onChange={(event) => {
              setDraft((d) => ({ ...d, [field]: event.target.value }));
            }}
            required={field === 'address'}
            error={field === 'address' && addressMissing}
            size="small"
            fullWidth
            multiline={field === 'address'}
            inputRef={index === 0 ? firstField : undefined}
            slotProps={{ htmlInput: { inputMode: INPUT_MODE[field] } }}
            sx={{ minWidth: { sm: field === 'address' ? 200 : 120 }, mt: { xs: 0.75, sm: 0 } }}
          />
        </TableCell>
      ))}
      <TableCell sx={{ verticalAlign: 'top', pt: { sm: 1.5 } }}>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            variant="contained"
            loading={saving}
            onClick={() => void save()}
            sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' } }}
          >
            {t('save')}
          </Button>
          <Button
            variant="outlined"
            disabled={saving}
            onClick={onCancel}
            sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' } }}
          >
            {t('cancel')}
          </Button>
        </Box>
        {error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
