import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { prePaintScript } from './src/lib/pre-paint';
import type { SsrSite } from './src/node/webpack/ssr-site';

export { wrapPageElement, wrapRootElement } from './src/theme/Root';
export { replaceRenderer } from './src/node/openapi/replace-renderer';
export { onPreRenderHTML } from './src/gatsby-internals/page-path-script';

// Compiled into the HTML renderer from the site config (src/node/webpack/ssr-site.ts).
declare const __SSR_SITE__: SsrSite;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setPreBodyComponents }) => {
  const site = __SSR_SITE__;
  setHtmlAttributes({ lang: site.lang });
  // First child of <body>: the colour mode is applied before the first paint, even when
  // the JavaScript bundles are slow or blocked.
  setPreBodyComponents([
    <script
      key="pre-paint"
      dangerouslySetInnerHTML={{ __html: prePaintScript(site.defaultMode, site.announcementId) }}
    />,
  ]);
};
