import React from 'react';
import { act, render } from '@testing-library/react';
import { useLayoutMode } from '../../hooks/useLayoutMode';
import { layoutModeForWidth } from '../layout-mode';

function Probe() {
  return <span data-testid="mode">{useLayoutMode()}</span>;
}

describe('layout mode', () => {
  it('is desktop only above 996 px', () => {
    expect(layoutModeForWidth(996)).toBe('mobile');
    expect(layoutModeForWidth(997)).toBe('desktop');
    expect(layoutModeForWidth(320)).toBe('mobile');
  });

  it('follows the window width on every resize', () => {
    window.innerWidth = 1200;
    const { getByTestId } = render(<Probe />);
    expect(getByTestId('mode').textContent).toBe('desktop');
    act(() => {
      window.innerWidth = 600;
      window.dispatchEvent(new Event('resize'));
    });
    expect(getByTestId('mode').textContent).toBe('mobile');
    act(() => {
      window.innerWidth = 997;
      window.dispatchEvent(new Event('resize'));
    });
    expect(getByTestId('mode').textContent).toBe('desktop');
  });
});
