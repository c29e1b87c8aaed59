/**
 * Logout: tell the server best effort, then end the session locally whatever it answered. Each shop's cart is kept
 * (only that shop sees it); the delivery choices and the orders just sent go with the session (order-slice.ts).
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAppDispatch } from '../../store/hooks';
import { endSession } from '../../store/session/end-session';
import { logoutCall } from '../../store/session/sign-in';

/** How long logout waits for the server: a dead network must not hold a buyer on a menu for the 50 s time-out. */
export const LOGOUT_WAIT_MS = 3000;

export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    // The call must leave with the bearer token, so the tokens are cleared only after it answered (or gave up).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const gaveUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, LOGOUT_WAIT_MS);
    });
    await Promise.race([dispatch(logoutCall()).catch(() => undefined), gaveUp]);
    clearTimeout(timer);
    dispatch(endSession());
    await navigate(paths.login2);
  }, [dispatch, navigate]);
}
