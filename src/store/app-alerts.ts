/**
 * The queue behind the app's one in-app alert: plain code, no React and no MUI, so start-up can raise a notice
 * (請先登入 LINE) before the framework has even loaded. components/app-alert-context.tsx shows its notices once the
 * app is on screen.
 */

/** How the notice is shown: MUI's Alert severities, named here so the queue needs none of MUI. */
export type AlertColor = 'success' | 'info' | 'warning' | 'error';

export interface AppAlert {
  id: number;
  message: string;
  severity: AlertColor;
  /** Stays on screen until the buyer closes it, instead of hiding itself after 5 s. */
  untilClosed: boolean;
}

export interface NotifyOptions {
  /**
   * For what 再買一次 or the order guide's 加入購物車 did: it names the products added and skipped, a list that takes
   * longer to read than 5 s, so it stays until the buyer closes it. Every other notice hides itself after 5 s.
   */
  untilClosed?: boolean;
}

export interface AppAlerts {
  notify: (message: string, severity?: AlertColor, options?: NotifyOptions) => void;
  dismiss: (id: number) => void;
  current: () => AppAlert | null;
  subscribe: (listener: () => void) => () => void;
}

export function createAppAlerts(): AppAlerts {
  let queue: AppAlert[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    listeners.forEach((listener) => listener());
  };
  return {
    notify: (message, severity = 'warning', options = {}) => {
      // The same notice twice in a row (two failing calls) is said once.
      if (queue.some((a) => a.message === message)) return;
      const untilClosed = options.untilClosed === true;
      queue = [...queue, { id: nextId++, message, severity, untilClosed }];
      emit();
    },
    dismiss: (id) => {
      queue = queue.filter((a) => a.id !== id);
      emit();
    },
    current: () => queue[0] ?? null,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
