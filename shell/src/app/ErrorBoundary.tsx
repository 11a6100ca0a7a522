import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What failed, for the log: "[shell] <what> failed". */
  what: string;
  /** Shown instead of the children once they have thrown. */
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/** Catches an error thrown while rendering its children, logs it and shows `fallback` in their place. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.what} failed`, error, info.componentStack);
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
