/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { staleAssetProblems } from '../../node/output/scan/built-assets';
import { scanPage } from '../../node/output/scan/scan-page';
import { BROWSER_STATS_FILE, browserAssets, browserBundlesDigest } from '../html-freshness';
import { expectSource } from './canary';

const MODULE = 'html-freshness.ts';

describe('html-freshness.ts canary', () => {
  it('Gatsby still writes its record of the browser bundles to public/ under this name', () => {
    expectSource(MODULE, 'gatsby/dist/utils/gatsby-webpack-stats-extractor', [`_path.default.join(\`public\`, \`${BROWSER_STATS_FILE}\`)`, 'namedChunkGroups', 'assetsByChunkName']);
  });

  it("Gatsby's html reducer still ignores the browser compilation hash with slices on (why the digest exists)", () => {
    expectSource(MODULE, 'gatsby/dist/redux/reducers/html', [/case `SET_WEBPACK_COMPILATION_HASH`:\s*\{\s*if \(!\("5" === `5` && process\.env\.GATSBY_SLICES\)\)/]);
  });

  it('Gatsby still builds the browser bundles before the HTML renderer', () => {
    expectSource(MODULE, 'gatsby/dist/commands/build', [/buildProductionBundle[\s\S]*buildRenderer/]);
  });
});

const stats = (css: string) => ({
  name: 'build-javascript',
  namedChunkGroups: { app: { name: 'app', assets: [{ name: 'app-1111.js' }, { name: css }] } },
  assetsByChunkName: { app: ['app-1111.js', css], 'component---src-templates-doc-tsx': [css, 'component---src-templates-doc-tsx-2222.js'] },
});

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function publicDir(content: object | undefined): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-assets-'));
  dirs.push(dir);
  if (content) fs.writeFileSync(path.join(dir, BROWSER_STATS_FILE), JSON.stringify(content));
  return dir;
}

const page = (css: string) =>
  scanPage(`<!DOCTYPE html><html><head><style data-href="/${css}">.a{}</style></head><body><script src="/app-1111.js"></script><script src="https://example.org/x.js"></script></body></html>`);

describe('pages checked against the bundles of their build', () => {
  it('passes pages that name only this build’s bundles', () => {
    const dir = publicDir(stats('styles.new.css'));
    expect(staleAssetProblems(new Map([['/docs/a/index.html', page('styles.new.css')]]), browserAssets(dir))).toEqual([]);
  });

  it('names every page that kept an earlier build’s CSS, with the bundle', () => {
    const dir = publicDir(stats('styles.new.css'));
    const pages = new Map([
      ['/docs/a/index.html', page('styles.old.css')],
      ['/docs/b/index.html', page('styles.new.css')],
      ['/index.html', page('styles.old.css')],
    ]);
    expect(staleAssetProblems(pages, browserAssets(dir))).toEqual([
      'public/docs/a/index.html names /styles.old.css, which this build did not produce',
      'public/index.html names /styles.old.css, which this build did not produce',
    ]);
  });

  it('stops with a message naming the module when Gatsby’s record of the bundles changes shape', () => {
    expect(() => browserAssets(publicDir({ name: 'x' }))).toThrow('src/gatsby-internals/html-freshness.ts');
  });
});

describe('the browser bundles’ digest compiled into the HTML renderer', () => {
  it('changes when the browser bundles change, and only then', () => {
    const a = browserBundlesDigest(publicDir(stats('styles.one.css')));
    expect(browserBundlesDigest(publicDir(stats('styles.one.css')))).toBe(a);
    expect(browserBundlesDigest(publicDir(stats('styles.two.css')))).not.toBe(a);
  });

  it('fails naming the module when the browser bundles are not built first', () => {
    expect(() => browserBundlesDigest(publicDir(undefined))).toThrow('src/gatsby-internals/html-freshness.ts');
  });
});
