import path from 'path';
import type { GatsbyNode, Reporter } from 'gatsby';
import { contentTypes, pageSources } from './content-types';
import type { SiteConfigNode } from './content/node-types';
import { checkBuiltLinks } from './output/links/check-built-links';
import { writeTwins } from './output/twins/write-twins';
import { loadApiSpec } from './openapi/load-spec';
import { browserAssets } from '../gatsby-internals/html-freshness';
import { staleAssetProblems } from './output/scan/built-assets';
import { listFiles, scanSite } from './output/scan/scan-site';
import { writeSearchIndex } from './output/search/write-search-index';
import { writeHeadersFile } from './output/headers/write-headers';
import { writeRobotsTxt } from './output/seo/robots';
import { API_REFERENCE_PATH } from '../lib/routes';
import { processState } from './process-state';

/** Each job is timed in Gatsby's output ("success post-build: … - 1.2s"), so a slow build says where. */
async function step<T>(reporter: Reporter, name: string, job: () => T | Promise<T>): Promise<T> {
  const activity = reporter.activityTimer(`post-build: ${name}`);
  activity.start();
  try {
    return await job();
  } finally {
    activity.end();
  }
}

/**
 * After the HTML is written and the diagrams drawn (on-post-bootstrap.ts), one pass over public/
 * (output/scan/scan-site.ts) reads and parses each page once: it removes the NUL bytes React's
 * streaming renderer leaves, puts the mermaid SVGs into their placeholders, and scans the final
 * HTML for links, anchors and inline scripts. Then come the blog feeds (from the pass's parse), the
 * Markdown twins and llms.txt, the search index (Pagefind over the final HTML, and the API
 * operations), the check that every internal link and anchor (and llms.txt's links) resolves, and
 * the response headers, whose CSP hashes the final inline scripts and whose cache rules cover every
 * file, the twins and the index included.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, getNodesByType, getNode }) => {
  const publicDir = path.resolve('public');
  const config = (getNodesByType('SiteConfig') as SiteConfigNode[])[0].parsed;
  await step(reporter, 'wait for the diagrams', () => processState.diagramsDrawn);
  let site;
  try {
    const parsed = new Set(contentTypes.flatMap((type) => type.builtPages?.(getNodesByType) ?? []));
    site = await step(reporter, 'read, fix and scan every page', () => scanSite(publicDir, (file) => parsed.has(file)));
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  const stale = staleAssetProblems(site.pages, browserAssets(publicDir));
  if (stale.length) {
    reporter.panicOnBuild(
      `${stale.length} page(s) kept HTML from an earlier build (Gatsby did not render them again after the browser bundles changed; see src/gatsby-internals/html-freshness.ts). Run \`npx gatsby clean\` and build again, and fix that module:\n${stale.map((p) => `  - ${p}`).join('\n')}`,
    );
    return;
  }
  if (site.nulFixed.length) reporter.info(`Removed NUL bytes left by React's streaming renderer from ${site.nulFixed.length} page(s)`);
  reporter.info(
    `Put ${site.diagrams} mermaid diagram(s) into ${site.diagramPages} page(s); scanned ${site.pages.size - site.reused} HTML files in ${site.threads} thread(s) (${site.documents.size} kept for the feeds), ${site.reused} unchanged since the last build`,
  );
  // Pagefind's own process builds the search index from the final HTML while this one writes the
  // feeds and the Markdown twins (not HTML, so Pagefind does not read them). On a small site the
  // twins were converted during the build (twins-ahead.ts): the two run side by side, each core
  // waited for the other. On a large one the twins are converted now, in a thread per core, and
  // the two run one after the other, Pagefind first, while this process holds the least: side by
  // side at 10,000 docs, the twins' threads took this process to 1.66 GB while Pagefind's held
  // 1.53 GB (3.2 GB in all), and the two cores were shared anyway.
  const oneAfterTheOther = processState.twinsAhead === null;
  const indexSearch = () =>
    step(reporter, 'search index', async () => {
      const api = config.apiReference ? { spec: (await loadApiSpec(config.apiReference.spec)).spec, route: API_REFERENCE_PATH } : undefined;
      return writeSearchIndex({ pagesDir: site.searchDir, language: config.locales.default, api });
    }).then(
      (stats) => {
        reporter.info(
          `Search: ${stats.records} records (${stats.records - stats.apiOperations} of ${stats.htmlFiles} HTML pages, ${stats.apiOperations} API operations) in public/pagefind (${stats.files} files, ${(stats.bytes / 1024).toFixed(0)} KB)${stats.reused ? ', kept from the last build: no page it reads changed' : ''}`,
        );
        if (stats.skipped.length) reporter.warn(`Search: API operations without an operationId have no anchor and are not searchable: ${stats.skipped.join(', ')}`);
        return true;
      },
      (error: unknown) => {
        reporter.panicOnBuild(`Search index: ${(error as Error).message}`);
        return false;
      },
    );
  const writeOthers = async () => {
    for (const type of contentTypes) if (type.writeOutputs) await step(reporter, `${type.name} outputs`, () => type.writeOutputs!({ reporter, getNodesByType, publicDir, documents: site.documents }));
    writeRobotsTxt(config);
    try {
      await step(reporter, 'Markdown twins and llms.txt', () => writeTwins(reporter, { getNodesByType, getNode }, publicDir, processState.twinsAhead ?? undefined));
      return true;
    } catch (error) {
      reporter.panicOnBuild(`Markdown twins: ${(error as Error).message}`);
      return false;
    }
  };
  const search = indexSearch();
  const others = oneAfterTheOther ? search.then(writeOthers, writeOthers) : writeOthers();
  // Pagefind's process is closed before the build ends, whatever else failed.
  const [searched, written] = await Promise.allSettled([search, others]);
  if (written.status === 'rejected') throw written.reason;
  if (searched.status === 'rejected' || !searched.value || !written.value) return;
  // The files as the jobs above left them (feeds, twins, the index): listed, not read again.
  const files = listFiles(publicDir);
  await step(reporter, 'link and anchor check', () => checkBuiltLinks(reporter, { config, publicDir, pages: site.pages, files, sources: pageSources(getNodesByType) }));
  await step(reporter, 'response headers', () => writeHeadersFile(reporter, publicDir, { files: files.filter((f) => f !== '/_headers'), pages: site.pages }));
};
