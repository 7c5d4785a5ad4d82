import NProgress from 'nprogress';
import type { GatsbyBrowser } from 'gatsby';
import { CHUNK_RELOAD_FLAG } from './src/lib/constants';
import { shouldSkipPrefetch } from './src/lib/connection';
import { createDelayedProgress } from './src/lib/progress-bar';
import { createStorageSlot } from './src/hooks/storage';
import './src/theme/styles/global.css';
import './src/theme/styles/content.css';

export { wrapPageElement, wrapRootElement } from './src/theme/Root';

NProgress.configure({ showSpinner: false });
const progress = createDelayedProgress(NProgress);

const connection = () => (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;

function isChunkLoadError(reason: unknown): boolean {
  const error = reason as { name?: string; message?: string } | null;
  return Boolean(error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/.test(error.message ?? '')));
}

/** A stale deploy removed a chunk: reload once to get the new build, never loop. */
function handleChunkError(reason: unknown) {
  if (!isChunkLoadError(reason)) return;
  const flag = createStorageSlot(CHUNK_RELOAD_FLAG);
  console.warn('A page chunk failed to load; reloading the page once.', reason);
  if (flag.get() === window.location.pathname) return;
  flag.set(window.location.pathname);
  window.location.reload();
}

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  window.addEventListener('unhandledrejection', (event) => handleChunkError(event.reason));
  window.addEventListener('error', (event) => handleChunkError(event.error));
};

type NavigateFn = (to: string | number, options?: unknown) => unknown;

/**
 * Gatsby loads a page's resources before it changes the route, so onPreRouteUpdate fires
 * too late to time the wait. Gatsby's Link and navigate() go through window.___navigate:
 * wrapping it starts the (delayed) bar when a navigation to another path begins.
 */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  // A signal that React has taken over the server-rendered page (browser tests wait for it).
  document.documentElement.setAttribute('data-hydrated', '');
  const w = window as unknown as { ___navigate?: NavigateFn; ___loader?: { hovering: (path: string) => unknown } };
  // Gatsby's Link also loads a page's data on hover; that is prefetching too.
  // Both are Gatsby internals: if an upgrade removes one, the console says what stopped working.
  const loader = w.___loader;
  if (!loader) console.warn("gatsby-browser.tsx: Gatsby's window.___loader is missing, so hover prefetching is not turned off with data saver on; update gatsby-browser.tsx.");
  else if (shouldSkipPrefetch(connection())) loader.hovering = () => undefined;
  const original = w.___navigate;
  if (!original) {
    console.warn("gatsby-browser.tsx: Gatsby's window.___navigate is missing, so the progress bar never shows during navigation; update gatsby-browser.tsx.");
    return;
  }
  w.___navigate = (to, options) => {
    if (typeof to === 'string' && new URL(to, window.location.href).pathname !== window.location.pathname) progress.start();
    return original(to, options);
  };
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  progress.done();
  createStorageSlot(CHUNK_RELOAD_FLAG).del();
};

export const disableCorePrefetching: GatsbyBrowser['disableCorePrefetching'] = () => shouldSkipPrefetch(connection());
