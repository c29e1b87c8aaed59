import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './pages/route-error-page';

interface Props {
  /** The page's path: a new one clears the error, so the menu still leads elsewhere after a failure. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  key: string;
}

/**
 * A screen whose code failed to load (a dropped connection, a new version deployed since the app was opened) or
 * that crashed shows the error page instead of a blank app. React offers this only as a class component.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
