import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateCustomerMutation } from '../../api/endpoints/customer';
import type { Customer } from '../../api/types';
import { failureMessage } from '../../components/error-with-retry';
import { selectLineId } from '../../store/session/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { EMAIL_MAX, readEmailInput } from './email-rule';

interface Note {
  severity: AlertColor;
  text: string;
}

/**
 * Email with an edit/save toggle. Save sends the whole customer with its lineid and leaves edit mode; a refused or
 * failed save stays in edit mode with what was typed, and says why.
 */
export function EmailEditor({ customer }: { customer: Customer }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const sessionLineId = useAppSelector(selectLineId);
  const [update, { isLoading }] = useUpdateCustomerMutation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<Note | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The buyer tapped 編輯 to type: put the cursor there, so the phone's keyboard opens at once.
  useEffect(() => {
    if (editing) inputRef.current?.focus();
  }, [editing]);

  const startEditing = () => {
    setDraft(customer.email ?? '');
    setNote(null);
    setEditing(true);
  };

  const save = async () => {
    const input = readEmailInput(draft);
    if (!input.ok) {
      setNote({ severity: 'error', text: t('emailHasSpaces') });
      return;
    }
    // The customer from the session normally carries its lineid; the session's LINE id covers one that does not.
    const next: Customer = {
      ...customer,
      email: input.email,
      lineid: customer.lineid || sessionLineId,
    };
    try {
      await update(next).unwrap();
    } catch (error) {
      setNote({ severity: 'error', text: t('saveFailed', { reason: failureMessage(error, tc) }) });
      return;
    }
    setEditing(false);
    setNote(
      input.capped
        ? { severity: 'warning', text: t('emailCapped', { max: EMAIL_MAX }) }
        : { severity: 'success', text: t('emailSaved') },
    );
  };

  return (
    <Box>
      {editing ? (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField
            label={t('email')}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
            }}
            fullWidth
            inputRef={inputRef}
            autoComplete="email"
            slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false } }}
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button
              type="submit"
              variant="contained"
              loading={isLoading}
              sx={{ flex: 1, minHeight: 44 }}
            >
              {t('save')}
            </Button>
            <Button
              variant="outlined"
              disabled={isLoading}
              onClick={() => {
                setEditing(false);
                setNote(null);
              }}
              sx={{ flex: 1, minHeight: 44 }}
            >
              {t('cancel')}
            </Button>
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {t('email')}
            </Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {customer.email || t('emailEmpty')}
            </Typography>
          </Box>
          <Button variant="outlined" onClick={startEditing} sx={{ minHeight: 44, flexShrink: 0 }}>
            {t('edit')}
          </Button>
        </Box>
      )}
      {note ? (
        <Alert severity={note.severity} sx={{ mt: 1 }}>
          {note.text}
        </Alert>
      ) : null}
    </Box>
  );
}
