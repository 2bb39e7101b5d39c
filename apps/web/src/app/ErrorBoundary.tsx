import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorView } from './ErrorView.tsx';
import { reportClientError } from './globalErrors.ts';

interface Props {
  children: ReactNode;
  /** Localized texts, passed in: a class component cannot use the translation hook. */
  title: string;
  reload: string;
}

/** Last line of defence for render errors outside the router (spec §8: notification titled by error type). */
export class GlobalErrorBoundary extends Component<Props, { error?: Error }> {
  state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    reportClientError(error);
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <ErrorView title={this.props.title} detail={this.state.error.message} reloadText={this.props.reload} />;
  }
}
