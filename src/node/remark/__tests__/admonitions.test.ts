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
<p>::note</p>
<aside class="admonition admonition-note" role="note"><p class="admonition-title">Outer</p><div class="admonition-body"><p>Outer text.</p><aside class="admonition admonition-danger" role="note"><p class="admonition-title">Danger</p><div class="admonition-body"><p>Nested inside the note.</p></div></aside></div></aside>
<p>An :abbr[HTML]{title=&quot;HyperText&quot; hidden} abbreviation, a bare:directive and :empty text.</p>
<blockquote>
<ul>
<li>In a list in a quote: host:443.</li>
</ul>
</blockquote>"
`);
  });
});
