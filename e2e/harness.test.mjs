// The harness's reused tabs (openTab): a tab handed back must not carry one test's state into the next.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserAndSites, openTab, ready } from './harness.mjs';

const suite = browserAndSites('public');

describe('openTab', () => {
  it('hands back a tab cleared of storage, cookies, routes, listeners and other pages, and reuses it', async () => {
    await suite.ready;
    const [site] = suite.sites;
    const options = { viewport: { width: 1280, height: 900 } };
    const first = await openTab(suite.browser, options);
    await first.page.goto(`${site.base}/docs/intro`);
    // Hydrated before its scripts are blocked: the page loads chunks after its load event, and a
    // blocked chunk makes it reload itself (gatsby-browser.tsx); a tab handed back mid-reload is
    // closed, not reused.
    await ready(first.page);
    await first.page.evaluate(() => {
      localStorage.setItem('left', 'behind');
      sessionStorage.setItem('left', 'behind');
    });
    await first.context.addCookies([{ name: 'left', value: 'behind', url: site.base }]);
    await first.page.route(/\.js$/, (route) => route.abort());
    await first.context.route(/\.css$/, (route) => route.abort());
    const heard = [];
    first.page.on('console', (message) => heard.push(message.text()));
    await first.context.newPage();
    await first.context.close();
    // What the listener heard while the first test had the tab (its blocked scripts) is not counted.
    const heardBefore = heard.length;
    await first.context.close(); // a second close hands nothing back twice

    const second = await openTab(suite.browser, options);
    const third = await openTab(suite.browser, options);
    assert.equal(second.page, first.page, 'the tab is reused');
    assert.notEqual(third.page, first.page, 'a tab is handed to one test at a time');
    assert.equal(second.page.url(), 'about:blank');
    assert.equal(second.context.pages().length, 1, 'the other page is closed');
    await second.page.goto(`${site.base}/docs/intro`);
    await ready(second.page); // the bundles load: no route is left
    assert.deepEqual(await second.page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left'), document.cookie]), [null, null, '']);
    await second.page.evaluate(() => console.log('after'));
    assert.deepEqual(heard.slice(heardBefore), [], 'the first test\'s listener is gone');
    await Promise.all([second.context.close(), third.context.close()]);
  });

  it('hands the same tab out at another size and colour scheme, as asked', async () => {
    await suite.ready;
    const [site] = suite.sites;
    const wide = await openTab(suite.browser, { viewport: { width: 1280, height: 900 }, colorScheme: 'dark', reducedMotion: 'reduce' });
    await wide.page.goto(`${site.base}/docs/intro`);
    const media = () =>
      wide.page.evaluate(() => ({
        width: innerWidth,
        height: innerHeight,
        dark: matchMedia('(prefers-color-scheme: dark)').matches,
        reduced: matchMedia('(prefers-reduced-motion: reduce)').matches,
      }));
    assert.deepEqual(await media(), { width: 1280, height: 900, dark: true, reduced: true });
    await wide.context.close();
    const narrow = await openTab(suite.browser, { viewport: { width: 600, height: 800 } });
    assert.equal(narrow.page, wide.page, 'the tab is reused');
    await narrow.page.goto(`${site.base}/docs/intro`);
    assert.deepEqual(await media(), { width: 600, height: 800, dark: false, reduced: false }, 'Playwright\'s defaults where nothing is asked');
    await narrow.context.close();
  });

  it('closes for real a tab a test drove through a CDP session', async () => {
    await suite.ready;
    const options = { viewport: { width: 800, height: 600 } };
    const driven = await openTab(suite.browser, options);
    const cdp = await driven.context.newCDPSession(driven.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await driven.context.close();
    assert.ok(driven.page.isClosed());
    const next = await openTab(suite.browser, options);
    assert.notEqual(next.page, driven.page);
    await next.context.close();
  });
});
