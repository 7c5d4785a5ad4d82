import React, { Suspense, useState } from 'react';
import { errorMessage } from '../../lib/error-chain';

type LoaderState = { error: unknown; hasError: boolean };

class LoadErrorBoundary extends React.Component<
  { children: React.ReactNode; onRetry: () => void },
  LoaderState
> {
  state: LoaderState = { error: undefined, hasError: false };
  static getDerivedStateFromError(error: unknown): LoaderState {
    return { error, hasError: true };
  }
  render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <div role="alert">
        <p>{errorMessage(this.state.error)}</p>
        <button type="button" onClick={this.props.onRetry}>
          Retry
        </button>
      </div>
    );
  }
}

/**
 * React.lazy caches a rejected import forever, so Retry builds a fresh lazy
 * component from the same loader instead of re-rendering the failed one.
 */
export function useRetryableLazy<P extends object>(load: () => Promise<{ default: React.ComponentType<P> }>) {
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt must create a new lazy component
  const Component = React.useMemo(() => React.lazy(load), [attempt]);
  return { Component, retry: () => setAttempt((n) => n + 1), attempt };
}

export default function LazyBoundary<P extends object>({
  load,
  fallback = null,
  props,
}: {
  load: () => Promise<{ default: React.ComponentType<P> }>;
  fallback?: React.ReactNode;
  props: P;
}) {
  const { Component: Lazy, retry, attempt } = useRetryableLazy(load);
  const Component = Lazy as unknown as React.ComponentType<P>;
  return (
    <LoadErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    </LoadErrorBoundary>
  );
}
