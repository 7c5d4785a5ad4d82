/** @jest-environment node */
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { requireFromProject } from '../../project-require';
import { remarkTocMeta, type TocOptions } from '../toc-meta';

// The copy doc-html.ts loads: gatsby-plugin-mdx's dependency, which the project resolves.
const { toc } = requireFromProject('mdast-util-toc') as Pick<TocOptions, 'toc'>;

async function tocOf(markdown: string, maxDepth?: number): Promise<unknown> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkTocMeta, { toc, visit: visit as unknown as TocOptions['visit'], maxDepth });
  const file = new VFile({ value: markdown });
  await processor.run(processor.parse(file), file);
  return (file.data as { meta?: { toc?: unknown } }).meta?.toc;
}

describe('remarkTocMeta', () => {
  it('nests the headings by level, each with its anchor and its text (inline code included)', async () => {
    const markdown = '# Title\n\nText\n\n## Install the `agent`\n\n### On *Linux*\n\n## Configure\n';
    // JSON: the key order (url, title, items) is part of what the doc pages carry.
    expect(JSON.stringify(await tocOf(markdown))).toBe(
      JSON.stringify({
        items: [
          {
            url: '#title',
            title: 'Title',
            items: [
              { url: '#install-the-agent', title: 'Install the agent', items: [{ url: '#on-linux', title: 'On Linux' }] },
              { url: '#configure', title: 'Configure' },
            ],
          },
        ],
      }),
    );
  });

  it('stops at maxDepth', async () => {
    expect(await tocOf('## A\n\n### B\n', 2)).toEqual({ items: [{ url: '#a', title: 'A' }] });
  });

  it('gives an empty object for a doc without headings', async () => {
    expect(await tocOf('Just a paragraph.\n')).toEqual({});
  });
});
