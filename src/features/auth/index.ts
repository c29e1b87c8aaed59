/** Signing out, from the menu. */
export { useLogout } from './use-logout';
