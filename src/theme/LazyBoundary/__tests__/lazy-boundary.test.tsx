import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import LazyBoundary from '..';

function Loaded({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazily loaded component', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the error and a Retry button when loading fails, and loads on Retry', async () => {
    let attempts = 0;
    const load = () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('Loading chunk 42 failed.')) : Promise.resolve({ default: Loaded });
    };
    render(<LazyBoundary load={load} props={{ name: 'operator' }} fallback={<p>Loading…</p>} />);
    expect(await screen.findByText('Loading chunk 42 failed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello operator')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
