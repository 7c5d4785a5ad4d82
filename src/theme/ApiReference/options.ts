import type { RedocRawOptions } from 'redoc';
import type { ApiPageContext } from '../../content-model/api-spec';
import { redocTheme } from './theme';

// Redoc's options, apart from its store (./store.ts): the build reads them too
// (src/node/openapi/api-menu.ts), and loading Redoc there only for a type would slow every
// process that loads gatsby-node.

/** The sticky navbar covers the top of the window (unless hidden on scroll): Redoc scrolls sections to just below it. */
function navbarBottom(): number {
  const bottom = document.querySelector('nav[aria-label="Main"]')?.getBoundingClientRect().bottom ?? 0;
  return Math.max(0, Math.round(bottom));
}

export function redocOptions({ downloads }: Pick<ApiPageContext, 'downloads'>): RedocRawOptions {
  return {
    theme: redocTheme,
    // HTML in descriptions goes through DOMPurify: a spec cannot inject script into the page.
    sanitize: true,
    // The spec is published beside the page, as YAML and JSON; Redoc's default would be a blob:
    // URL created only in the browser, which would differ from the server-rendered link.
    downloadUrls: downloads.map(({ format, url }) => ({ title: format, url })),
    // Redoc gives every link one file name, "openapi.json" unless told otherwise; with a
    // downloadDefinitionUrl (otherwise unused beside downloadUrls) and no downloadFileName it
    // writes a bare download attribute, so each file keeps its own name.
    downloadDefinitionUrl: downloads[0]?.url,
    // Request samples are the site's own panel (src/theme/ApiCodeSamples, why in
    // src/node/openapi/code-samples.ts); Redoc's would add a "Payload" tab beside it.
    hideRequestPayloadSample: true,
    // Every component schema gets its own section (and menu entry), not only the inline views.
    schemaDefinitionsTagName: 'Schemas',
    // Redoc's search builds its index in a Web Worker on every visit; the menu lists all 17 operations.
    disableSearch: true,
    nativeScrollbars: true,
    // Below 997 px the site's mobile menu lists the operations instead of Redoc's floating button.
    hideFab: true,
    // Called in the browser only (after mount and on scroll).
    scrollYOffset: navbarBottom,
    // Responses start collapsed (Redoc's default): expanded, their schemas were 1,000 of the
    // page's 7,500 elements, laid out at load on every visit. A click opens one; the Schemas
    // section has every response schema, JavaScript or not.
    jsonSamplesExpandLevel: 2,
    sortRequiredPropsFirst: true,
  };
}
