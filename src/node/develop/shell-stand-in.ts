/**
 * Compiled into `gatsby develop`'s page-shell renderer in place of the page templates and the React
 * wrappers, which the shell never runs (./shell.ts). Gatsby skips a gatsby-ssr export that is undefined.
 */
export default function NeverRenderedInShell(): null {
  return null;
}
export const wrapRootElement = undefined;
export const wrapPageElement = undefined;
