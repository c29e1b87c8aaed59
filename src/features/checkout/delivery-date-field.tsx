import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUTOFF_HOUR, isValidDateText } from '../../domain/delivery-date';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Before 06:00 in the business zone the earliest date is tomorrow, later the day after. */
export const isBeforeCutoff = (now: Date, timeZone: string): boolean =>
  dayjs(now).tz(timeZone).hour() <= CUTOFF_HOUR;

/** A picked or fully typed date earlier than the earliest; a year still being typed (0002-…) is left alone. */
const tooEarly = (value: string, earliest: string): boolean =>
  isValidDateText(value) && value >= '1000-01-01' && value < earliest;

interface DeliveryDateFieldProps {
  value: string;
  earliest: string;
  beforeCutoff: boolean;
  onChange: (date: string) => void;
}

/**
 * The phone's own date picker (a native date input) with the earliest date as its minimum. A browser may still let an
 * earlier date through (typed by hand): it is reset to the minimum with the alert 5:00AM以後下單為隔日出貨, shown in the dialog.
 */
export function DeliveryDateField({
  value,
  earliest,
  beforeCutoff,
  onChange,
}: DeliveryDateFieldProps) {
  const { t } = useTranslation('checkout');
  const hintId = useId();
  // Shown inside the dialog: an app-level alert would sit behind the modal, hidden from screen readers.
  const [wasReset, setWasReset] = useState(false);
  const accept = (next: string, finished: boolean) => {
    if (tooEarly(next, earliest) || (finished && isValidDateText(next) && next < earliest)) {
      onChange(earliest);
      setWasReset(true);
      return;
    }
    if (next !== value) setWasReset(false);
    onChange(next);
  };
  return (
    <div>
      <TextField
        type="date"
        label={t('date.label')}
        value={value}
        fullWidth
        onChange={(event) => {
          accept(event.target.value, false);
        }}
        onBlur={(event) => {
          accept(event.target.value, true);
        }}
        slotProps={{
          inputLabel: { shrink: true },
          // No latest date; 9999 keeps the year at the four digits the backend reads.
          htmlInput: { min: earliest, max: '9999-12-31', 'aria-describedby': hintId },
        }}
        sx={{ '& input': { minHeight: 28 } }}
      />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t(beforeCutoff ? 'date.earliestBeforeCutoff' : 'date.earliestAfterCutoff', {
          date: earliest,
        })}
      </Typography>
      {wasReset ? (
        <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
          {t('problems.dateTooEarly')}
        </Alert>
      ) : null}
    </div>
  );
}
