import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider brings its CSS variables provider (createCssVarsProvider, about 3 KB gzip on every first
// screen) for themes with colour schemes; the app's theme has none (theme.ts, a test holds it so), and MUI's provider
// hands such a theme on to the system's ThemeProvider, the one used here.
import { ThemeProvider } from '@mui/system';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { AppAlertProvider } from '../components/app-alert-context';
import { later } from '../components/later';
import type { AppAlerts } from '../store/app-alerts';
import type { LineStart } from '../line/line-client';
import { LineProvider } from '../line/line-context';
import type { AppStore } from '../store/root-state';
import { shellCode } from './route-table';
import { theme } from './theme';

/** The in-app alert's look: loaded with the first notice. */
const AppAlertSnackbar = later(shellCode.alertSnackbar);

export interface AppProvidersProps {
  store: AppStore;
  /** LINE, started or still starting. */
  line: LineStart;
  i18n: I18n;
  /** The in-app alert channel; start-up creates it early so its notices survive until the first render. */
  alerts: AppAlerts;
  children: ReactNode;
}

/** Everything a screen may rely on, in one place so the app and the tests render the same tree. */
export function AppProviders({ store, line, i18n, alerts, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <LineProvider line={line}>
            <AppAlertProvider alerts={alerts} Snackbar={AppAlertSnackbar}>
              {children}
            </AppAlertProvider>
          </LineProvider>
        </ThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}
