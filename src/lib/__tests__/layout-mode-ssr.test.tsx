/** @jest-environment node */
import React from 'react';
import { renderToString } from 'react-dom/server';
import { useLayoutMode } from '../../hooks/useLayoutMode';

function Probe() {
  return <span>{useLayoutMode()}</span>;
}

it('is "ssr" during server rendering', () => {
  expect(renderToString(<Probe />)).toBe('<span>ssr</span>');
});
