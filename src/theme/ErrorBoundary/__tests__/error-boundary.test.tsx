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

