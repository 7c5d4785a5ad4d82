import fs from 'fs';
import path from 'path';
import type { ContentType, FileNode } from '../content-type';
import { mdxFileOf } from '../content/mdx-file';
import { SOURCE } from '../content/sources';
import { mdxPageContext } from '../mdx-page-context';

/**
 * Standalone pages: content/pages/<name>.md(x) is the page /<name>, its MDX file the page's
 * component (it may import components, as a blog post may).
 */

const PAGES_DIR = 'content/pages';
const isPageFile = (file: FileNode) => file.sourceInstanceName === SOURCE.pages && /\.mdx?$/.test(file.relativePath);
const routeOf = (relativePath: string) => `/${relativePath.replace(/\\/g, '/').replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;
/** The pages' files with an Mdx node (one whose frontmatter does not parse has none). */
const pageFiles = (getNodesByType: (type: string) => unknown[]) =>
  (getNodesByType('File') as (FileNode & { children: string[] })[]).filter(isPageFile);

export const pages: ContentType = {
  name: 'pages',
  nodeTypes: [],

  // A site may have none (the bad-input cases have none).
  sources: () => (fs.existsSync(PAGES_DIR) ? [{ name: SOURCE.pages, path: PAGES_DIR }] : []),

  // Only the MDX syntax check: the page itself is the file's Mdx node.
  onCreateNode: ({ node, getNode }) => {
    mdxFileOf(node, getNode, (file) => (file.sourceInstanceName === SOURCE.pages ? 'page' : null));
  },

  createPages: async ({ actions, getNodesByType, getNode }) => {
    for (const file of pageFiles(getNodesByType)) {
      const mdx = file.children.map((id) => getNode(id)).find((child) => child?.internal.type === 'Mdx');
      if (mdx) actions.createPage({ path: routeOf(file.relativePath), component: `${path.resolve('src/templates/mdx-page.tsx')}?__contentFilePath=${file.absolutePath}`, context: mdxPageContext({ id: mdx.id }) });
    }
  },

  pageSources: (getNodesByType) => pageFiles(getNodesByType).map((file) => [routeOf(file.relativePath), path.relative(process.cwd(), file.absolutePath)]),
};
