// Page weight as a browser on a gzip host sees it: encoded (on-the-wire) body bytes per
// resource type, after load, hydration and network idle, measured in headless Chromium.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

/**
 * Gatsby prefetches what linked pages need (their page data, by <link rel="prefetch"> and by
 * XHR, and their chunks by <link rel="prefetch">): bytes for the next page, not this one, and
 * timed by idle callbacks. Such requests are counted apart and left out of the page's total.
 */
async function kind(request, ownPageData) {
  const { pathname } = new URL(request.url());
  const headers = await request.allHeaders();
  if (/prefetch/.test(headers['sec-purpose'] ?? headers.purpose ?? '')) return 'prefetch';
  if (/^\/page-data\/(?!sq\/|app-data\.json).*page-data\.json$/.test(pathname) && pathname !== ownPageData) return 'prefetch';
  switch (request.resourceType()) {
    case 'document':
      return 'html';
    case 'script':
      return 'js';
    case 'stylesheet':
      return 'css';
    default:
      return 'other';
  }
}

/** { html, css, js, other, total, prefetch } in bytes, plus requests and the JS file list. */
export async function measurePage(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bytes = { html: 0, css: 0, js: 0, other: 0, prefetch: 0 };
  const scripts = [];
  const pending = [];
  let requests = 0;
  const route = new URL(url).pathname.replace(/\/$/, '');
  const ownPageData = `/page-data${route === '' ? '/index' : route}/page-data.json`;
  const onFinished = (request) => {
    pending.push(
      Promise.all([request.sizes(), kind(request, ownPageData)]).then(([{ responseBodySize }, k]) => {
        bytes[k] += responseBodySize;
        if (k !== 'prefetch') requests++;
        if (k === 'js') scripts.push({ url: request.url(), bytes: responseBodySize });
      }),
    );
  };
  page.on('requestfinished', onFinished);
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60000 });
    await page.waitForLoadState('networkidle');
    // Counting stops at network idle, and every size is read while the page is still open: a
    // request that finished later (an idle-time prefetch) would otherwise ask a closed page
    // for its size, which rejected after the test had ended (seen on a busy machine).
    page.off('requestfinished', onFinished);
    await Promise.all(pending);
  } finally {
    page.off('requestfinished', onFinished);
    // After a failed load, its own error is the one to report, not the sizes it left unread.
    for (const p of pending) p.catch(() => {});
    await context.close();
  }
  const total = bytes.html + bytes.css + bytes.js + bytes.other;
  return { ...bytes, total, requests, scripts };
}

export async function benchWeight(base, routes) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const route of routes) {
      const m = await measurePage(browser, base + route);
      const kb = (n) => Math.round((n / 1024) * 10) / 10;
      results.push({ route, htmlKB: kb(m.html), cssKB: kb(m.css), jsKB: kb(m.js), otherKB: kb(m.other), totalKB: kb(m.total), prefetchKB: kb(m.prefetch), requests: m.requests });
    }
    return results;
  } finally {
    await browser.close();
  }
}
