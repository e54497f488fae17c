import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage, helpdeskReportPath, logScreenError } from './ErrorPage.tsx';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

interface AppErrorBoundaryState {
  hasError: boolean;
  error?: unknown;
}

/**
 * Catches render errors outside the router (the router has its own errorElement). Its buttons
 * load pages afresh, which also resets whatever state broke.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { hasError: true, error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logScreenError({ error, componentStack: info.componentStack });
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return (
      <ErrorPage
        onBack={() => window.history.back()}
        onReport={() =>
          window.location.assign(helpdeskReportPath(window.location.pathname, this.state.error))
        }
        onExit={() => window.location.assign('/')}
      />
    );
  }
}
