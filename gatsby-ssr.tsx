import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { prePaintScript } from './src/lib/pre-paint';
import { loadSiteConfig } from './src/node/site-config';

export { wrapPageElement, wrapRootElement } from './src/theme/Root';
export { replaceRenderer } from './src/node/openapi/replace-renderer';
export { onPreRenderHTML } from './src/node/security/page-path-script';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setPreBodyComponents }) => {
  const site = loadSiteConfig();
  setHtmlAttributes({ lang: site.locales.default });
  // First child of <body>: the colour mode is applied before the first paint, even when
  // the JavaScript bundles are slow or blocked.
  setPreBodyComponents([
    <script
      key="pre-paint"
      dangerouslySetInnerHTML={{ __html: prePaintScript(site.colorMode.defaultMode, site.announcementBar?.id) }}
    />,
  ]);
};
