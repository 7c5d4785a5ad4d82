/**
 * Compiled into `gatsby develop`'s page-shell renderer in place of the page templates and the
 * React wrappers, which the shell never runs (./develop-shell.ts). Gatsby looks up each
 * gatsby-ssr export by name and skips one that is undefined.
 */
export default function NeverRenderedInShell(): null {
  return null;
}
export const wrapRootElement = undefined;
export const wrapPageElement = undefined;
