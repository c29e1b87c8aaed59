import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NavigationHandle } from '../store/navigation-handle';

/** Rendered inside the router: hands its navigate function to the handle. */
export function NavigationBridge({ handle }: { handle: NavigationHandle }) {
  const navigate = useNavigate();
  useLayoutEffect(() => handle.attach(navigate), [handle, navigate]);
  return null;
}
