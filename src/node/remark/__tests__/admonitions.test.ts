/** @jest-environment node */
import { renderFixture } from './pipeline';

describe('remarkAdmonitions and remarkRestoreUnusedDirectives', () => {
  it('renders admonitions as labelled notes and gives text and leaf directives back as the text they were written as', async () => {
    expect(await renderFixture('admonitions.mdx')).toMatchInlineSnapshot(`
"<aside class="admonition admonition-tip" role="note"><p class="admonition-title">Before <em>you</em> start</p><div class="admonition-body"><p>Run <code>make</code> first.</p><ul>
<li>then this</li>
</ul></div></aside>
<aside class="admonition admonition-warning" role="note"><p class="admonition-title">Warning</p><div class="admonition-body"><p>Be careful.</p></div></aside>
<div><p>Not an admonition</p><p>Its own content.</p></div>
<p>The port is host:8080, the time 10:30, and the ratio 16:9.</p>
<p>::note</p>"
`);
  });
});
