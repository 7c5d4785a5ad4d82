/** @jest-environment node */
import { renderPage } from './pipeline';

describe('rehypeFocusableCodeBlocks', () => {
  it('makes each highlighted <pre> a keyboard stop, and nothing else', async () => {
    const html = await renderPage(
      ['```bash', 'echo a very long line', '```', '', '```go title="main.go"', 'package main', '```', '', 'Inline `code` and <pre>an author pre</pre>.'].join('\n'),
      '/site/content/docs/page.mdx',
    );
    expect(html.match(/<pre[^>]*>/g)).toEqual(['<pre tabindex="0" class="language-bash">', '<pre tabindex="0" class="language-go">', '<pre>']);
    expect(html).toContain('<code>code</code>');
  });
});
