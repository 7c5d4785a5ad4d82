import React from 'react';
import { errorChain, errorMessage } from '../../lib/error-chain';
import * as styles from './styles.module.css';

type Props = { children: React.ReactNode };
type State = { error: unknown; hasError: boolean };

/** Shown instead of a page that threw while rendering. */
export function ErrorPage({ error, tryAgain }: { error: unknown; tryAgain: () => void }) {
  const [first, ...causes] = errorChain(error);
  return (
    <main className={styles.page} id="__main" tabIndex={-1}>
      <h1>This page crashed.</h1>
      <button type="button" className={styles.retry} onClick={tryAgain}>
        Try again
      </button>
      <p className={styles.message}>{errorMessage(first)}</p>
      {causes.map((cause, index) => (
        <p key={index} className={styles.cause}>
          <span className={styles.causeLabel}>Cause:</span> {errorMessage(cause)}
        </p>
      ))}
    </main>
  );
}

/**
 * Around every page (wrapPageElement). React has no hook equivalent of
 * componentDidCatch, hence the class.
 */
export default class ErrorBoundary extends React.Component<Props, State> {
  state: State = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  componentDidCatch(): void {
    // The crashed page's own <title> is gone with it; keep a meaningful one.
    if (typeof document !== 'undefined' && !document.title) document.title = 'Page Error';
  }

  tryAgain = () => this.setState({ error: undefined, hasError: false });

  render() {
    if (this.state.hasError) return <ErrorPage error={this.state.error} tryAgain={this.tryAgain} />;
    return this.props.children;
  }
}
