import { Component, type ErrorInfo, type ReactNode } from 'react';
import ServerErrorPage from './errors/ServerErrorPage';

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the path), a shown error is cleared and the children render again. */
  resetKey?: string;
  /** Render instead of the 500 page. */
  fallback?: (reset: () => void) => ReactNode;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/** A page that throws while rendering shows the 500 page instead of a blank screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page crashed', error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.reset) : <ServerErrorPage onRetry={this.reset} />;
  }
}
