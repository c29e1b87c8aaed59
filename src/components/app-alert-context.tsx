/**
 * The app's one in-app alert (role=alert) for notices such as 請先登入 LINE (only LINE's init error and a failed
 * order notification use the browser's alert). Notices go through a small store, not React state, so start-up code
 * can raise one before anything is rendered; they show one at a time once the app is on screen.
 */
import {
  createContext,
  Suspense,
  useContext,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { AppAlertSnackbarProps } from './app-alert-snackbar';
import type { AppAlerts } from '../store/app-alerts';

const AppAlertContext = createContext<AppAlerts | null>(null);

/** What shows a notice: the app passes it loaded on the first notice (app/route-table.ts), tests as it is. */
type Snackbar = ComponentType<AppAlertSnackbarProps>;

function CurrentAlert({ alerts, Snackbar }: { alerts: AppAlerts; Snackbar: Snackbar }) {
  const alert = useSyncExternalStore(alerts.subscribe, alerts.current, alerts.current);
  if (alert === null) return null;
  return (
    <Suspense fallback={null}>
      {/* A new key per notice restarts the 5000 ms auto-hide. */}
      <Snackbar key={alert.id} alert={alert} onClose={() => alerts.dismiss(alert.id)} />
    </Suspense>
  );
}

export function AppAlertProvider({
  alerts,
  Snackbar,
  children,
}: {
  alerts: AppAlerts;
  Snackbar: Snackbar;
  children: ReactNode;
}) {
  return (
    <AppAlertContext value={alerts}>
      {children}
      <CurrentAlert alerts={alerts} Snackbar={Snackbar} />
    </AppAlertContext>
  );
}

/** Shows an in-app alert: `notify('請先登入 LINE')`. */
export function useAppAlert(): AppAlerts['notify'] {
  const alerts = useContext(AppAlertContext);
  if (alerts === null) throw new Error('useAppAlert must be used inside AppAlertProvider');
  return alerts.notify;
}
