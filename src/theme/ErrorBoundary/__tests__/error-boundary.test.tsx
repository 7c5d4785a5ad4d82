import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import ErrorBoundary from '..';

let shouldThrow = true;

function Bomb() {
  if (shouldThrow) {
    const root = new Error('connection refused');
    const middle = new Error('could not load poller list', { cause: root });
    throw new Error('render failed', { cause: middle });
  }
  return <p>All good</p>;
}

describe('page error boundary', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    document.title = '';
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the crash screen with the message and its causal chain', () => {
    render(
      <ErrorBoundary>
        <Bomb />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page crashed.');
    expect(screen.getByText('render failed')).toBeTruthy();
    const causes = screen.getAllByText(/Cause:/).map((el) => el.parentElement?.textContent);
    expect(causes).toEqual(['Cause: could not load poller list', 'Cause: connection refused']);
    expect(document.title).toBe('Page Error');
  });

  it('renders the page again on Try again', () => {
    render(
      <ErrorBoundary>
        <Bomb />
      </ErrorBoundary>,
    );
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('All good')).toBeTruthy();
    expect(screen.queryByText('This page crashed.')).toBeNull();
  });

  it("renders the page again when the page's data changes (develop sends a save's new data to the open page)", () => {
    // A page whose query found no node (develop, while a save is half-written) crashes; the
    // data of the whole save must bring it back.
    function DocPage({ doc }: { doc: { title: string } | null }) {
      return <h1>{doc!.title}</h1>;
    }
    const { rerender } = render(
      <ErrorBoundary>
        <DocPage doc={null} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('This page crashed.')).toBeTruthy();
    rerender(
      <ErrorBoundary>
        <DocPage doc={{ title: 'SNMP' }} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('SNMP');
    // The same data again: the crash screen stays (no loop of retries).
    const same = <DocPage doc={null} />;
    rerender(<ErrorBoundary>{same}</ErrorBoundary>);
    expect(screen.getByText('This page crashed.')).toBeTruthy();
    rerender(<ErrorBoundary>{same}</ErrorBoundary>);
    expect(screen.getByText('This page crashed.')).toBeTruthy();
  });

  it('keeps a known document title', () => {
    document.title = 'Architecture | ServiceRadar';
    render(
      <ErrorBoundary>
        <Bomb />
      </ErrorBoundary>,
    );
    expect(document.title).toBe('Architecture | ServiceRadar');
  });
});

