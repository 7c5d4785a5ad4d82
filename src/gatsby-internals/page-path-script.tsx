import React, { isValidElement, type ReactElement, type ReactNode } from 'react';
import type { GatsbySSR } from 'gatsby';

/**
 * Gatsby internal: the page metadata script Gatsby's HTML renderer puts in every page's body
 * components (gatsby/cache-dir/static-entry.js: key "script-loader", its text
 * `window.pagePath="/docs/intro";` between CDATA comment markers).
 *
 * Why no public API serves: the script differs per page, so a Content-Security-Policy would need
 * one hash per page (src/node/output/headers/headers.ts says why the site has a single policy), and
 * Gatsby offers no option to write it otherwise. onPreRenderHTML may replace body components,
 * but finding this one means knowing its key and parsing the text Gatsby writes into it. Here
 * the path moves into a data attribute and the script that reads it is the same on every page:
 * one hash. Canary: __tests__/page-path-script.test.tsx (and a built page without the script
 * fails the build).
 */
export const PAGE_PATH_SCRIPT = 'window.pagePath=document.currentScript.getAttribute("data-page-path");';

const GATSBY_PAGE_PATH = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/;

type ScriptProps = { dangerouslySetInnerHTML?: { __html?: string } };

/** The replacement for Gatsby's script, or an error if Gatsby's script is not the one this expects. */
export function pagePathScript(component: ReactElement<ScriptProps>): ReactElement {
  const html = component.props.dangerouslySetInnerHTML?.__html ?? '';
  const match = GATSBY_PAGE_PATH.exec(html);
  if (!match)
    throw new Error(
      `src/gatsby-internals/page-path-script.tsx: Gatsby's page metadata script is not the expected \`window.pagePath="…"\` (got ${JSON.stringify(html.slice(0, 120))}); ` +
        'update the pattern, or the Content-Security-Policy would need a hash per page',
    );
  const pagePath = JSON.parse(match[1]) as string;
  return <script key="script-loader" id="gatsby-script-loader" data-page-path={pagePath} dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }} />;
}

/**
 * Replaces Gatsby's script in a page's HTML. A built page without it means Gatsby changed how
 * it writes the page path: the build fails, or the policy's hash would silently stop matching.
 * (`gatsby develop`'s HTML has no such script and no policy: nothing to do there.)
 */
export function replacePagePathScript(components: ReactNode[], { required }: { required: boolean }): ReactNode[] {
  let replaced = 0;
  const result = components.map((c) => {
    if (!isValidElement(c) || c.key !== 'script-loader') return c;
    replaced++;
    return pagePathScript(c as ReactElement<ScriptProps>);
  });
  if (required && replaced !== 1) {
    throw new Error(
      `src/gatsby-internals/page-path-script.tsx: expected Gatsby's page metadata script (key "script-loader") once in the page's body components, found it ${replaced} times; ` +
        'update the code that finds it, or the Content-Security-Policy would not cover the page',
    );
  }
  return result;
}

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(replacePagePathScript(getPostBodyComponents() as ReactNode[], { required: process.env.BUILD_STAGE === 'build-html' }) as React.ReactNode[]);
};
