import { useEffect, useState } from 'react';
import { layoutModeForWidth, type LayoutMode } from '../lib/layout-mode';

/**
 * 'ssr' on the server and at the first client render (so hydration matches),
 * then desktop or mobile from the window width, re-evaluated on every resize.
 */
export function useLayoutMode(): LayoutMode {
  const [mode, setMode] = useState<LayoutMode>('ssr');
  useEffect(() => {
    const update = () => setMode(layoutModeForWidth(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return mode;
}
