/**
 * The accountant's CSV: a download where the browser can save files, and inside LINE's in-app browser (which cannot)
 * the offer to open this same screen (its month and shop in the address) in the phone's own browser.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLine } from '../../line/line-context';
import { openInExternalBrowser } from '../../line/loaded-on-first-use';

function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function CsvActions({ text, fileName }: { text: () => string; fileName: string }) {
  const { t } = useTranslation('statement');
  const line = useLine();
  const { pathname, search } = useLocation();
  // This screen as it is now (its month and shop are in the address), for the phone's own browser.
  const here = `${window.location.origin}${pathname}${search}`;
  const inLine = line !== null && line.isInClient();
  return (
    <Stack spacing={1}>
      {inLine ? (
        <Alert severity="info" sx={{ wordBreak: 'keep-all' }}>
          {t('inLine')}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {inLine ? (
          <Button
            variant="contained"
            sx={{ minHeight: 48 }}
            onClick={() => void openInExternalBrowser(line, here)}
          >
            {t('openExternal')}
          </Button>
        ) : null}
        <Button
          variant={inLine ? 'outlined' : 'contained'}
          sx={{ minHeight: 48, ml: '0 !important' }}
          onClick={() => download(text(), fileName)}
        >
          {t('csv')}
        </Button>
      </Stack>
    </Stack>
  );
}
