/** The API reference page (src/node/openapi/create-api-page.ts). */
export const API_REFERENCE_PATH = '/api';

/** /docs for the current version, /docs/<name> for the others. */
export function versionBasePath(routeBase: string, versionName: string): string {
  const base = routeBase.replace(/\/+$/, '');
  return versionName === 'current' ? base : `${base}/${versionName}`;
}

export function docRoute(versionBase: string, idOrSlug: string): string {
  return `${versionBase}/${idOrSlug.replace(/^\/+/, '')}`;
}
