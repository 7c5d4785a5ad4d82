import NProgress from 'nprogress';
import type { GatsbyBrowser } from 'gatsby';
import { CHUNK_RELOAD_FLAG } from './src/lib/constants';
import { shouldSkipPrefetch } from './src/lib/connection';
import { createDelayedProgress } from './src/lib/progress-bar';
import { createStorageSlot } from './src/hooks/storage';
import { leaveHashScrollToPage } from './src/lib/hash-scroll';
import { hookGatsbyNavigation } from './src/gatsby-internals/browser/navigation';
import { forgetPageChoices, installTabs } from './src/theme/Tabs/behaviour';
import './src/theme/styles/global.css';
import './src/theme/styles/content.css';
import './src/theme/Tabs/tabs.css';

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
  // Before React starts: a tab clicked before hydration is answered too.
  installTabs();
};

/**
 * The progress bar starts when a navigation to another path begins, and hover prefetching
 * goes off with data saver: both through Gatsby internals (src/gatsby-internals/browser/navigation.ts).
 */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  // A signal that React has taken over the server-rendered page (browser tests wait for it).
  document.documentElement.setAttribute('data-hydrated', '');
  hookGatsbyNavigation({
    hoverPrefetch: !shouldSkipPrefetch(connection()),
    onNavigate: (to) => {
      if (new URL(to, window.location.href).pathname !== window.location.pathname) progress.start();
    },
  });
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation, location }) => {
  progress.done();
  if (prevLocation && prevLocation.pathname !== location.pathname) forgetPageChoices();
  createStorageSlot(CHUNK_RELOAD_FLAG).del();
};

/**
 * Gatsby's router scrolls to the URL hash after a popstate (the Back button, a link to a hash).
 * A page that follows its hash itself (the API reference, once Redoc has mounted) is left to it:
 * src/lib/hash-scroll.ts says why. Elsewhere: no opinion (undefined), so the plugins' answer stands.
 */
export const shouldUpdateScroll = (({ prevRouterProps, routerProps }) =>
  leaveHashScrollToPage(prevRouterProps?.location, routerProps.location)) as GatsbyBrowser['shouldUpdateScroll'];

export const disableCorePrefetching: GatsbyBrowser['disableCorePrefetching'] = () => shouldSkipPrefetch(connection());
