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

  /**
   * A new page element (new data for the page, or another page) gets a new try: `gatsby develop`
   * sends a save's data to the open page, and a page that crashed on the data before (a query that
   * found no node while a save was half-written) comes back with the data after. The element the
   * page crashed on is not tried again, so a page that keeps crashing renders this screen once.
   */
  componentDidUpdate(previous: Props): void {
    if (this.state.hasError && previous.children !== this.props.children) this.tryAgain();
  }

  tryAgain = () => this.setState({ error: undefined, hasError: false });

  render() {
    if (this.state.hasError) return <ErrorPage error={this.state.error} tryAgain={this.tryAgain} />;
    return this.props.children;
  }
}
