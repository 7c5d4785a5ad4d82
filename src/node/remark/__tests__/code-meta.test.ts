/** @jest-environment node */
import { renderFixture } from './pipeline';

describe('remarkCodeMeta', () => {
  it('captions titled blocks and hands {line ranges} to the highlighter', async () => {
    expect(await renderFixture('code-meta.mdx')).toMatchInlineSnapshot(`
"<div class="code-block-with-title"><div class="code-title">install.sh</div><span><div class="gatsby-highlight has-highlighted-lines" data-language="bash"><pre tabindex="0" class="language-bash"><code class="language-bash">one
<span class="gatsby-highlight-code-line">two</span>three
<span class="gatsby-highlight-code-line">four</span><span class="gatsby-highlight-code-line">five</span></code></pre></div></span></div>
<div class="code-block-with-title"><div class="code-title">config.yaml</div><span><div class="gatsby-highlight" data-language="yaml"><pre tabindex="0" class="language-yaml"><code class="language-yaml"><span class="token key atrule">key</span><span class="token punctuation">:</span> value</code></pre></div></span></div>
<span><div class="gatsby-highlight has-highlighted-lines" data-language="javascript"><pre tabindex="0" class="language-javascript"><code class="language-javascript"><span class="gatsby-highlight-code-line"><span class="token keyword">const</span> a <span class="token operator">=</span> <span class="token number">1</span><span class="token punctuation">;</span></span></code></pre></div></span>
<span><div class="gatsby-highlight" data-language="text"><pre tabindex="0" class="language-text"><code class="language-text">plain</code></pre></div></span>
<ul>
<li>
<p>A step:</p>
<div class="code-block-with-title"><div class="code-title">step.sh</div><span><div class="gatsby-highlight" data-language="bash"><pre tabindex="0" class="language-bash"><code class="language-bash">run it</code></pre></div></span></div>
</li>
</ul>
<span><div class="gatsby-highlight has-highlighted-lines" data-language="yaml"><pre tabindex="0" style="counter-reset: linenumber 0" class="language-yaml line-numbers"><code class="language-yaml"><span class="token key atrule">a</span><span class="token punctuation">:</span> <span class="token number">1</span>
<span class="gatsby-highlight-code-line"><span class="token key atrule">b</span><span class="token punctuation">:</span> <span class="token number">2</span></span></code><span aria-hidden="true" class="line-numbers-rows" style="white-space: normal; width: auto; left: 0;"><span></span><span></span><span></span></span></pre></div></span>
<span><div class="gatsby-highlight" data-language="go"><pre tabindex="0" style="counter-reset: linenumber 9" class="language-go line-numbers"><code class="language-go">x <span class="token operator">:=</span> <span class="token number">1</span></code><span aria-hidden="true" class="line-numbers-rows" style="white-space: normal; width: auto; left: 0;"><span></span></span></pre></div></span>
<span><div class="gatsby-highlight" data-language="diff"><pre tabindex="0" class="language-diff-json"><code class="language-diff-json"><span class="token unchanged language-json"><span class="token prefix unchanged"> </span><span class="token punctuation">{</span>
</span><span class="token deleted-sign deleted language-json"><span class="token prefix deleted">-</span>  <span class="token property">"port"</span><span class="token operator">:</span> <span class="token number">50051</span>
</span><span class="token inserted-sign inserted language-json"><span class="token prefix inserted">+</span>  <span class="token property">"port"</span><span class="token operator">:</span> <span class="token number">50052</span>
</span><span class="token unchanged language-json"><span class="token prefix unchanged"> </span><span class="token punctuation">}</span></span></code></pre></div></span>"
`);
  });
});
