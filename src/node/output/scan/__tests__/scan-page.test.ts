/** @jest-environment node */
import { scanInlineScripts, scanPage } from '../scan-page';

const page = (body: string) => `<!DOCTYPE html><html><head><style>.a{}</style></head><body>${body}<script src="/app-0123456789abcdef0123.js" async></script></body></html>`;

describe('scanInlineScripts', () => {
  it('returns the text of inline scripts as the browser sees it, skipping external scripts and data blocks', () => {
    const html = page('<script>var a = "&amp;</b>";</script><script type="application/ld+json">{"a":1}</script><script type="module">import "/x.js"</script><svg><script>svg()</script></svg>');
    expect(scanInlineScripts(html)).toEqual({ scripts: ['var a = "&amp;</b>";', 'import "/x.js"', 'svg()'], problems: [] });
  });

  it('reports inline event handlers and javascript: URLs, however they are spelled', () => {
    const html = page('<img src="x" onerror="alert(1)"><a href="  java\tscript:alert(1)">a</a><svg><a xlink:href="JavaScript:alert(1)"><text>t</text></a></svg><a href="/javascript:ok">fine</a>');
    expect(scanInlineScripts(html).problems).toMatchInlineSnapshot(`
      [
        "<img onerror="…"> is an inline event handler",
        "<a href="  java	script:alert(1)"> is a javascript: URL",
        "<a xlink:href="JavaScript:alert(1)"> is a javascript: URL",
      ]
    `);
  });
});

describe('scanPage', () => {
  it('collects the ids a link can target and the links the page makes, with its inline scripts', () => {
    const scan = scanPage(page('<h2 id="setup">Setup</h2><a name="old">o</a><a href="/docs/intro#install">i</a><script>x()</script>'));
    expect([...scan.ids]).toEqual(['setup', 'old']);
    expect(scan.links).toContain('/docs/intro#install');
    expect(scan.scripts).toEqual(['x()']);
  });
});
