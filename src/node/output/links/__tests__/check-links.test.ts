/** @jest-environment node */
import { scanPage } from '../../scan/scan-page';
import { findBrokenLinks, formatBrokenLinks, markdownListLinks, type PageLinks } from '../check-links';

const page = (route: string, source: string, html: string): PageLinks => {
  const { ids, links } = scanPage(html);
  return { route, source, ids, links };
};

describe('broken link checker', () => {
  const nav = '<nav><a href="/docs/intro">Tutorial</a><a href="/blog">Blog</a><a href="https://example.com">Out</a></nav>';
  const pages = [
    page('/docs/intro', 'content/docs/intro.mdx', `${nav}<h2 id="setup">Setup</h2><a href="/docs/sync#options">ok</a><a href="#setup">self</a><a href="/docs/gone">gone</a>`),
    page('/docs/sync', 'content/docs/sync.mdx', `${nav}<h2 id="options">Options</h2><a href="/docs/intro#missing">bad anchor</a><a href="./intro">relative</a><a href="/favicon.svg">file</a><a href="mailto:a@b.c">mail</a>`),
  ];

  it('reports missing pages and anchors with source file and target; navbar links once, against the config', () => {
    const broken = findBrokenLinks(pages, new Set(['/favicon.svg']), new Set(['/docs/intro', '/blog']), 'content/site-config.yaml');
    expect(broken).toEqual([
      { source: 'content/site-config.yaml', route: '/docs/intro', target: '/blog', reason: 'no page at this path' },
      { source: 'content/docs/intro.mdx', route: '/docs/intro', target: '/docs/gone', reason: 'no page at this path' },
      { source: 'content/docs/sync.mdx', route: '/docs/sync', target: '/docs/intro#missing', reason: 'no element with id "missing" on /docs/intro' },
    ]);
    expect(formatBrokenLinks(broken)).toBe(
      [
        'Broken links (3):',
        '  - content/site-config.yaml: /blog — no page at this path',
        '  - content/docs/intro.mdx (/docs/intro): /docs/gone — no page at this path',
        '  - content/docs/sync.mdx (/docs/sync): /docs/intro#missing — no element with id "missing" on /docs/intro',
      ].join('\n'),
    );
  });

  it('reports a root-relative link broken on each page that has it, and a relative one from where it is', () => {
    // The verdict of a root-relative link is kept once found: each page still gets its line.
    const sidebar = '<a href="/docs/old">old</a><a href="/docs/a">a</a><a href="b">b</a>';
    const site = [page('/docs/a', 'a.mdx', sidebar), page('/docs/b', 'b.mdx', sidebar), page('/guides/c', 'c.mdx', sidebar)];
    expect(findBrokenLinks(site, new Set(), new Set(), 'c.yaml')).toEqual([
      { source: 'a.mdx', route: '/docs/a', target: '/docs/old', reason: 'no page at this path' },
      { source: 'b.mdx', route: '/docs/b', target: '/docs/old', reason: 'no page at this path' },
      { source: 'c.mdx', route: '/guides/c', target: '/docs/old', reason: 'no page at this path' },
      { source: 'c.mdx', route: '/guides/c', target: 'b', reason: 'no page at this path' },
    ]);
  });

  it('accepts a site whose links all resolve', () => {
    const ok = [page('/', 'src/pages/index.tsx', '<a href="/a#x">a</a>'), page('/a', 'a.mdx', '<h2 id="x">X</h2><a href="/">home</a>')];
    expect(findBrokenLinks(ok, new Set(), new Set(), 'c.yaml')).toEqual([]);
  });

  it('decodes non-ASCII anchors', () => {
    const ok = [page('/a', 'a.mdx', '<h2 id="überblick">Ü</h2><a href="#%C3%BCberblick">x</a>')];
    expect(findBrokenLinks(ok, new Set(), new Set(), 'c.yaml')).toEqual([]);
  });
});

describe('llms.txt links', () => {
  const text = '# S\n\n> s\n\n## Docs\n\n- [Intro](https://docs.example.com/docs/intro.md): first\n- [Gone](https://docs.example.com/docs/gone.md)\n- [Other](https://other.example.com/x.md)\n';
  const links = markdownListLinks(text, 'https://docs.example.com/');

  it('makes the links to the site root-relative and leaves other sites alone', () => {
    expect(links).toEqual(['/docs/intro.md', '/docs/gone.md', 'https://other.example.com/x.md']);
  });

  it('reports a link to a file the build did not write', () => {
    const llms: PageLinks = { route: '/llms.txt', source: 'public/llms.txt', ids: new Set(), links };
    expect(findBrokenLinks([llms], new Set(['/docs/intro.md']), new Set(), 'c.yaml')).toEqual([
      { source: 'public/llms.txt', route: '/llms.txt', target: '/docs/gone.md', reason: 'no page at this path' },
    ]);
  });
});
