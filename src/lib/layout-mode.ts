import { DESKTOP_BREAKPOINT_PX } from './constants';

/** 'ssr' until mounted: the server and the first client render must agree. */
export type LayoutMode = 'ssr' | 'desktop' | 'mobile';

export function layoutModeForWidth(width: number): Exclude<LayoutMode, 'ssr'> {
  return width > DESKTOP_BREAKPOINT_PX ? 'desktop' : 'mobile';
}
