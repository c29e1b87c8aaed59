/**
 * The app's one in-app alert (role=alert) for notices such as 請先登入 LINE (only LINE's init error and a failed
 * order notification use the browser's alert). Notices go through a small store, not React state, so start-up code
 * can raise one before anything is rendered; they show one at a time once the app is on screen.
 */
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { AppAlerts } from './app-alerts';

const AppAlertContext = createContext<AppAlerts | null>(null);

const AppAlertSnackbar = lazy(() =>
  import('./app-alert-snackbar').then((m) => ({ default: m.AppAlertSnackbar })),
);

function CurrentAlert({ alerts }: { alerts: AppAlerts }) {
  const alert = useSyncExternalStore(alerts.subscribe, alerts.current, alerts.current);
  if (alert === null) return null;
  return (
    <Suspense fallback={null}>
      {/* A new key per notice restarts the 5000 ms auto-hide. */}
      <AppAlertSnackbar key={alert.id} alert={alert} onClose={() => alerts.dismiss(alert.id)} />
    </Suspense>
  );
}

export function AppAlertProvider({ alerts, children }: { alerts: AppAlerts; children: ReactNode }) {
  return (
    <AppAlertContext value={alerts}>
      {children}
      <CurrentAlert alerts={alerts} />
    </AppAlertContext>
  );
}

/** Shows an in-app alert: `notify('請先登入 LINE')`. */
export function useAppAlert(): AppAlerts['notify'] {
  const alerts = useContext(AppAlertContext);
  if (alerts === null) throw new Error('useAppAlert must be used inside AppAlertProvider');
  return alerts.notify;
}
