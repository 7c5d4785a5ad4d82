import path from 'path';
import type { Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { docRoute } from '../../lib/routes';

export type DocsRoot = { dir: string; routeBase: string };

/**
 * Authors may link to another doc by its file ("./sync.mdx", "../runbooks/x.md#step-2");
 * the reader needs its route. Links to files outside the docs folders are left alone
 * (and caught by the link checker if broken).
 */
export function remarkDocLinks({ roots }: { roots: DocsRoot[] }) {
  return (tree: Root, file: VFile) => {
    const from = file.path ? path.resolve(file.path) : null;
    if (!from) return;
    visit(tree, 'link', (link: Link) => {
      const match = /^([^:#?]+\.mdx?)(#.*)?$/.exec(link.url);
      if (!match || link.url.startsWith('/')) return;
      const target = path.resolve(path.dirname(from), match[1]);
      const root = roots.find((r) => target.startsWith(path.resolve(r.dir) + path.sep));
      if (root) {
        const id = path.relative(path.resolve(root.dir), target).replace(/\\/g, '/').replace(/\.mdx?$/, '');
        link.url = docRoute(root.routeBase, id) + (match[2] ?? '');
      }
    });
  };
}
