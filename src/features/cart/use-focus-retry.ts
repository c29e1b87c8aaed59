import { useEffect } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { resendOnFocus } from './cart-adds';

/**
 * Unsynced cart changes are sent again when the app regains focus (the buyer back in LINE after switching apps, or
 * the phone woken). The thunk's condition lets one resend run at a time when focus and visibility fire together.
 */
export function useFocusRetry(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const retry = () => {
      if (document.visibilityState === 'hidden') return;
      void dispatch(resendOnFocus());
    };
    window.addEventListener('focus', retry);
    document.addEventListener('visibilitychange', retry);
    return () => {
      window.removeEventListener('focus', retry);
      document.removeEventListener('visibilitychange', retry);
    };
  }, [dispatch]);
}
