import type { GatsbyNode } from 'gatsby';
import { drawsOnRequest } from './remark/mermaid-cache';
import { diagramFailures, prerenderDiagrams, chromiumRenderer } from './remark/mermaid-prerender';
import { convertTwinsAhead } from './output/twins/twins-ahead';
import { processState } from './process-state';
import { loadSiteConfig } from './site/config';

type MdxNode = { body?: string; internal: { contentFilePath?: string } };

/**
 * After sourcing, `gatsby build` starts drawing every mermaid diagram the cache lacks, in one
 * browser (src/node/remark/mermaid-prerender.ts), and does not wait: Chromium draws while webpack
 * compiles, and the post-build pass waits for it before it puts the SVGs into the HTML. Once
 * they are drawn, the Markdown twins are converted in a thread (src/node/output/twins/twins-ahead.ts).
 * A diagram mermaid cannot draw stops the build as soon as the drawing ends, not after the bundles
 * and pages: the build fails on it either way, and the post-build checks never ran after it.
 * Not in `gatsby develop`: it draws each diagram when a page first asks for it (drawsOnRequest).
 */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = ({ getNodesByType, getNode, reporter }) => {
  if (drawsOnRequest()) return;
  const files = (getNodesByType('Mdx') as unknown as MdxNode[]).map((node) => ({ path: node.internal.contentFilePath ?? '', body: node.body ?? '' }));
  const start = process.hrtime.bigint();
  // After this hook returns, so the bundles' compile starts first. The themes are the ones
  // gatsby-config.ts gives remarkMermaidThemes, from the same file. (An activity timer would be
  // ended with the hook, so the time is reported as a line.)
  processState.diagramsDrawn = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => prerenderDiagrams(files, loadSiteConfig().mermaid, chromiumRenderer))
    .then((result) => {
      const seconds = (Number(process.hrtime.bigint() - start) / 1e9).toFixed(1);
      if (result.rendered || result.failed.length) {
        reporter.info(`Drew ${result.rendered} mermaid diagram(s) in one browser, beside the bundles, in ${seconds} s${result.failed.length ? `; ${result.failed.length} could not be drawn` : ''}`);
      }
      if (result.failed.length) reporter.panic(diagramFailures(result.failed));
      return result;
    });
  processState.twinsAhead = convertTwinsAhead({ getNodesByType, getNode }, processState.diagramsDrawn);
};
