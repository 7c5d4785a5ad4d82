/** @jest-environment node */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { pagePathScript } from '../page-path-script';
import { expectSource } from './canary';

const MODULE = 'page-path-script.tsx';

describe('page-path-script.tsx canary', () => {
  it("Gatsby's HTML renderer still writes the page path script this module replaces", () => {
    expectSource(MODULE, 'gatsby/cache-dir/static-entry.js', [
      'const windowPageData = `/*<![CDATA[*/window.pagePath=${JSON.stringify(',
      // With slices (always on in Gatsby 5 builds) nothing but the page path goes in.
      /process\.env\.GATSBY_SLICES\s*\?\s*``/,
      /\}\/\*\]\]>\*\/`/,
      'key={`script-loader`}',
      'id={`gatsby-script-loader`}',
    ]);
  });

  it("reads the path back from a script written the way Gatsby's template writes it", () => {
    const pagePath = '/docs/a "quoted" path/ü';
    const gatsby = <script key="script-loader" dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/` }} />;
    expect(renderToStaticMarkup(pagePathScript(gatsby))).toContain(`data-page-path="/docs/a &quot;quoted&quot; path/ü"`);
  });
});
