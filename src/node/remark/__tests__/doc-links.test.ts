/** @jest-environment node */
import path from 'path';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import { remarkDocLinks } from '../doc-links';
import { renderFixture, workDir } from './pipeline';

const hrefs = (html: string) => [...html.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map((m) => `${m[2]} -> ${m[1]}`);

describe('remarkDocLinks', () => {
  it('turns links to doc files into their routes, and leaves every other link alone', async () => {
    // Read as if it were content/docs/guides/links.mdx: the site's docs folder, relative to the working directory.
    const html = await renderFixture('docs/guides/links.mdx', path.join(workDir, 'content/docs/guides/links.mdx'));
    expect(hrefs(html)).toEqual([
      'sync -> /docs/guides/sync',
      'a step -> /docs/runbooks/agent#step-2',
      'the intro -> /docs/intro',
      'a doc with spaces -> /docs/guides/getting%20started',
      'a root link -> /docs/sync',
      'an external file -> https://example.com/readme.md',
      'a file outside the docs -> ../../../README.md',
      'an anchor -> #install',
      'the agent -> /docs/runbooks/agent',
    ]);
  });

  it('maps each docs version folder to its own route base', () => {
    const link = (url: string) => ({ type: 'link' as const, url, children: [] });
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [link('../current.md'), link('./sibling.mdx#a'), link('../../other.mdx')] }] };
    remarkDocLinks({ roots: [{ dir: '/site/docs', routeBase: '/docs/next' }, { dir: '/site/versioned/1.0', routeBase: '/docs' }] })(
      tree,
      new VFile({ path: '/site/versioned/1.0/guides/page.mdx' }),
    );
    const urls = (tree.children[0] as { children: { url: string }[] }).children.map((l) => l.url);
    expect(urls).toEqual(['/docs/current', '/docs/guides/sibling#a', '../../other.mdx']);
  });
});
