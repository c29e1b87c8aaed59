/**
 * Route guards: the buyer's screens need a signed-in buyer whose customer carries a LINE id, /login3 and /login4
 * only a signed-in one; anyone else goes to /login2. They read the store only: the start-up login has answered
 * before the first render, so a guard never redirects a buyer who is about to be signed in.
 */
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { selectIsBound, selectIsLoggedIn } from '../store/session/auth-slice';
import { useAppSelector } from '../store/hooks';

/** Where the buyer was going, for a sign-in screen that wants to return there. */
export interface RedirectState {
  from: string;
}

function ToLogin2() {
  const { pathname, search } = useLocation();
  const state: RedirectState = { from: pathname + search };
  return <Navigate to={paths.login2} replace state={state} />;
}

/** Signed in and the customer carries a messaging id: /, /order, /orderdetail, /account, /address, /createorder. */
export function RequireBound() {
  return useAppSelector(selectIsBound) ? <Outlet /> : <ToLogin2 />;
}

/** Signed in (a token) is enough: /login3 binds LINE, /login4 asks for company data. */
export function RequireSignedIn() {
  return useAppSelector(selectIsLoggedIn) ? <Outlet /> : <ToLogin2 />;
}

/**
 * A signed-in, bound buyer has nothing to do on /login2: they go on to where a guard stopped them (a deep link such
 * as a shared cart, kept in the location's state by ToLogin2), else home. This is also how /login2's sign-in
 * continues: the moment the session is bound, this guard leaves the form.
 */
export function RedirectIfBound() {
  const from = (useLocation().state as Partial<RedirectState> | null)?.from;
  return useAppSelector(selectIsBound) ? <Navigate to={from ?? paths.home} replace /> : <Outlet />;
}
