/** @jest-environment node */
import { renderFixture, renderPage } from './pipeline';

const page = '/site/content/blog/post/index.md';

describe('remarkHtmlComments', () => {
  it('drops comments that fill their lines, wherever a block may start, and keeps those in code', async () => {
    expect(await renderFixture('html-comments.md')).toMatchInlineSnapshot(`
"<p>Before the marker.</p>
<blockquote>
<p>Quoted.</p>
</blockquote>
<ul>
<li>
<p>Item</p>
</li>
</ul>
<span><div class="gatsby-highlight" data-language="html"><pre tabindex="0" class="language-html"><code class="language-html"><span class="token comment">&lt;!-- kept: inside a code block --></span></code></pre></div></span>
<p>After.</p>"
`);
  });

  it('drops a comment that ends the file without a line ending', async () => {
    expect(await renderPage('Text.\n\n<!-- truncate -->', page)).toBe('<p>Text.</p>');
  });

  it.each([
    ['a comment inside a paragraph', 'Some <!-- inline --> text.\n', '1:7'],
    ['text after a comment on its line', '<!-- note --> text\n', '1:2'],
    ['a comment never closed', 'Text.\n\n<!-- never closed\n\nMore text.\n', '3:2'],
  ])('leaves %s to MDX, which rejects it with its line', async (_, source, place) => {
    await expect(renderPage(source, page)).rejects.toMatchObject({
      name: place,
      message: expect.stringContaining('to create a comment in MDX, use `{/* text */}`'),
    });
  });
});
