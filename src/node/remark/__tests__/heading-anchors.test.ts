/** @jest-environment node */
import { renderFixture } from './pipeline';

describe('rehypeHeadingAnchorLabels', () => {
  it('names each heading anchor "Direct link to" the heading text', async () => {
    const html = await renderFixture('headings.mdx');
    const anchors = [...html.matchAll(/<(h\d) id="([^"]+)"[^>]*>.*?<a href="([^"]+)" aria-label="([^"]+)" class="anchor after" title="([^"]+)"/g)].map((m) => m.slice(1));
    expect(anchors).toEqual([
      ['h2', 'install-the-agent-now', '#install-the-agent-now', 'Direct link to Install the agent now', 'Direct link to Install the agent now'],
      ['h3', 'install-the-agent-now-1', '#install-the-agent-now-1', 'Direct link to Install the agent now', 'Direct link to Install the agent now'],
      ['h4', 'übersicht--日本語', '#%C3%BCbersicht--%E6%97%A5%E6%9C%AC%E8%AA%9E', 'Direct link to Übersicht &amp; 日本語', 'Direct link to Übersicht &amp; 日本語'],
      // MDX keeps JSX elements in the tree: a heading inside one is found too.
      ['h2', 'inside-a-jsx-element', '#inside-a-jsx-element', 'Direct link to Inside a JSX element', 'Direct link to Inside a JSX element'],
    ]);
    // The page title is rendered from frontmatter; an h1 in the body gets no anchor.
    expect(html).toContain('<h1>The title</h1>');
    expect(html).not.toContain('permalink');
  });
});
