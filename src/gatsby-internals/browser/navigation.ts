/**
 * Gatsby internals: `window.___navigate` and `window.___loader.hovering`, set by Gatsby's
 * browser runtime (gatsby/cache-dir/navigation.js, production-app.js) and called by its Link
 * and navigate() (gatsby-link).
 *
 * Why no public API serves: Gatsby loads a page's resources before it changes the route, so
 * onPreRouteUpdate fires too late to time the wait for the progress bar; the only hook at the
 * start of a navigation is the function Link and navigate() call. And disableCorePrefetching
 * stops prefetching on sight but not the page-data load Link starts on hover, which only the
 * loader's `hovering` controls. Both are wrapped here, once, at the first client render; if
 * an upgrade removes one, the console names this file and what stopped working.
 * Canary: __tests__/navigation.test.ts.
 */
type NavigateFn = (to: string | number, options?: unknown) => unknown;
type GatsbyWindow = { ___navigate?: NavigateFn; ___loader?: { hovering: (path: string) => unknown } };

const FILE = 'src/gatsby-internals/browser/navigation.ts';

export function hookGatsbyNavigation({ hoverPrefetch, onNavigate }: { hoverPrefetch: boolean; onNavigate: (to: string) => void }): void {
  const w = window as unknown as GatsbyWindow;
  const loader = w.___loader;
  if (!loader) console.warn(`${FILE}: Gatsby's window.___loader is missing, so hover prefetching is not turned off with data saver on; update this file.`);
  else if (!hoverPrefetch) loader.hovering = () => undefined;
  const original = w.___navigate;
  if (!original) {
    console.warn(`${FILE}: Gatsby's window.___navigate is missing, so the progress bar never shows during navigation; update this file.`);
    return;
  }
  w.___navigate = (to, options) => {
    if (typeof to === 'string') onNavigate(to);
    return original(to, options);
  };
}
