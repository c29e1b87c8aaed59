/**
 * Route guards: the buyer's screens need a signed-in buyer whose customer carries a LINE id, /login3 and /login4
 * only a signed-in one; anyone else goes to /login2. They read the store only: the start-up sign-in has settled
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

/** A signed-in, bound buyer has nothing to do on /login2 and goes home. */
export function RedirectIfBound() {
  return useAppSelector(selectIsBound) ? <Navigate to={paths.home} replace /> : <Outlet />;
}
