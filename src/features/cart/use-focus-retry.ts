import { useEffect } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { retryUnsynced } from '../../store/cart/cart-thunks';

/**
 * Unsynced cart changes are sent again when the app regains focus (the buyer back in LINE after
 * switching apps, or the phone woken). Focus and visibility often fire together: one retry runs at a time.
 */
export function useFocusRetry(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let running = false;
    const retry = () => {
      if (running || document.visibilityState === 'hidden') return;
      running = true;
      void dispatch(retryUnsynced()).finally(() => {
        running = false;
      });
    };
    window.addEventListener('focus', retry);
    document.addEventListener('visibilitychange', retry);
    return () => {
      window.removeEventListener('focus', retry);
      document.removeEventListener('visibilitychange', retry);
    };
  }, [dispatch]);
}
