/** The API reference page (src/node/openapi/create-api-page.ts). */
export const API_REFERENCE_PATH = '/api';

/** /docs for the current version, /docs/<name> for the others. */
export function versionBasePath(routeBase: string, versionName: string): string {
  const base = routeBase.replace(/\/+$/, '');
  return versionName === 'current' ? base : `${base}/${versionName}`;
}

/**
 * A file name with spaces ("getting started.mdx") keeps them in its doc id but gets a dash for
 * each run of them in its route: a URL with %20 in it is neither readable nor safely typed.
 */
export function docRoute(versionBase: string, idOrSlug: string): string {
  return `${versionBase}/${idOrSlug.replace(/^\/+/, '').replace(/\s+/g, '-')}`;
}
