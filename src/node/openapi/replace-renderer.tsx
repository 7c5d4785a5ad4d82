import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { GatsbySSR } from 'gatsby';
import { ServerStyleSheet } from 'styled-components';
import { API_REFERENCE_PATH } from '../../lib/routes';

/**
 * Redoc is styled with styled-components, which inserts its CSS at runtime. On the API
 * page only, the server render collects that CSS and puts it in <head>, so the HTML is
 * complete and styled without JavaScript, and in the browser styled-components picks the
 * same rules up again instead of generating them. Every other page keeps Gatsby's own
 * streaming render and carries no styled-components at all.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ pathname, bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  if (pathname.replace(/\/+$/, '') !== API_REFERENCE_PATH) return;
  const sheet = new ServerStyleSheet();
  try {
    replaceBodyHTMLString(renderToString(sheet.collectStyles(bodyComponent as ReactElement)));
    setHeadComponents([sheet.getStyleElement()]);
  } finally {
    sheet.seal();
  }
};
