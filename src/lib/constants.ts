/** Shared between the pre-paint script (gatsby-ssr) and the colour mode hook. */
export const COLOR_MODE_STORAGE_KEY = 'theme';
export const COLOR_MODE_ATTRIBUTE = 'data-theme';

/** Same number as the CSS breakpoint in src/theme/styles/global.css. */
export const DESKTOP_BREAKPOINT_PX = 996;

export const PROGRESS_BAR_DELAY_MS = 200;

export const ANNOUNCEMENT_DISMISS_KEY = 'site.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'site.announcement.id';

/** One docs plugin instance today; the key carries its id so a second one would not collide. */
export const docsVersionStorageKey = (pluginId = 'default') => `docs-preferred-version-${pluginId}`;

/** Reload once after a chunk fails, never in a loop. */
export const CHUNK_RELOAD_FLAG = 'site.chunk-reload';

/** The reader's own ServiceRadar address, used in the API reference's samples. */
export const API_BASE_URL_KEY = 'site.api.base-url';
