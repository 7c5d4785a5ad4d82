/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { mdxToMarkdown } from '../mdx-to-markdown';
import { twinDocument, twinPath } from '../twin';

const docs = path.join(__dirname, '__fixtures__/docs');
const options = (file: string) => ({
  filePath: path.join(docs, file),
  pageUrl: 'https://docs.example.com/docs/guides/page',
  siteUrl: 'https://docs.example.com/',
  docRoots: [{ dir: docs, routeBase: '/docs' }],
});
const convert = (file: string) => mdxToMarkdown(fs.readFileSync(path.join(docs, file), 'utf8'), options(file));

describe('mdxToMarkdown', () => {
  const cwd = process.cwd();
  let tmp: string;
  beforeAll(() => {
    // Local images are published to <cwd>/public: keep that out of the project.
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-'));
  });
  afterAll(() => {
    process.chdir(cwd);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('turns an MDX page into clean CommonMark + GFM', () => {
    expect(convert('guides/page.mdx')).toMatchInlineSnapshot(`
"Intro with a [relative doc link](https://docs.example.com/docs/intro#setup), an [anchor](https://docs.example.com/docs/guides/page#install), a [root link](https://docs.example.com/docs/sync) and an [external one](https://example.com).
The port is host:8080 and the time is 10:30.

## Install

> **Tip: Before you start**
>
> Run \`make\` first. See [the intro](https://docs.example.com/docs/intro).

> **Warning**
>
> Be careful.

\`\`\`bash title="install.sh" {2}
curl -sSL https://example.com/install.sh | sh
echo done
\`\`\`

\`\`\`mermaid
graph LR
  A --> B
\`\`\`

**A**

### Inside a tab

Text inside a _tab_.

| Name | Value |
| ---- | ----: |
| a    |     1 |

- [x] done
- [ ] open

More

Hidden text with a line\\
break.

Version  is current.
"
`);
  });

  it('publishes a local image and links it by absolute URL', () => {
    const source = '![Flow](./flow.svg)\n\n<img src="./flow.svg" alt="Flow again" />\n';
    fs.writeFileSync(path.join(tmp, 'flow.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    process.chdir(tmp);
    const out = mdxToMarkdown(source, { ...options('x.mdx'), filePath: path.join(tmp, 'post.mdx') });
    const url = /!\[Flow\]\((https:\/\/docs\.example\.com\/static\/[0-9a-f]{16}\/flow\.svg)\)/.exec(out)?.[1];
    expect(url).toBeDefined();
    expect(out).toContain(`![Flow again](${url})`);
    expect(fs.existsSync(path.join(tmp, 'public', new URL(url!).pathname))).toBe(true);
    process.chdir(cwd);
  });

  it('names the file when an image is missing', () => {
    expect(() => mdxToMarkdown('![x](./gone.png)\n', options('guides/page.mdx'))).toThrow(/guides\/page\.mdx: Image "\.\/gone\.png" not found/);
  });
});

describe('twin document', () => {
  it('has YAML frontmatter, the title as h1, then the body', () => {
    const text = twinDocument({ title: 'Why *ServiceRadar*?', description: 'What: it is', canonical: 'https://d.io/docs/intro', lastUpdated: '2025-03-01T10:00:00Z' }, '## Setup\n\nHello.\n');
    expect(text).toBe(
      ['---', 'title: Why *ServiceRadar*?', 'description: "What: it is"', 'canonical: https://d.io/docs/intro', 'last_updated: 2025-03-01T10:00:00Z', '---', '', '# Why \\*ServiceRadar\\*?', '', '## Setup', '', 'Hello.', ''].join('\n'),
    );
  });

  it('lives at the route plus .md', () => {
    expect(twinPath('/docs/intro')).toBe('/docs/intro.md');
    expect(twinPath('/blog/welcome/')).toBe('/blog/welcome.md');
    expect(twinPath('/api')).toBe('/api.md');
  });
});

describe('mdxToMarkdown on broken input', () => {
  it('names the file of an MDX syntax error', () => {
    expect(() => mdxToMarkdown('<Callout>\n\nunclosed\n', options('guides/page.mdx'))).toThrow(/__fixtures__\/docs\/guides\/page\.mdx: MDX syntax error: Expected a closing tag for `<Callout>`/);
  });
});
