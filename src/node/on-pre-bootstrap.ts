import type { GatsbyNode } from 'gatsby';
import { contentSources } from './content-types';
import { checkSyntaxAhead, mdxFilesUnder } from './content/syntax-ahead';
import { loadSiteConfig } from './site/config';

/**
 * Before Gatsby sources the content: a large site's MDX files are checked in worker threads, so
 * sourcing, one file after another, finds their verdicts remembered (src/node/content/syntax-ahead.ts).
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const files = mdxFilesUnder(contentSources(loadSiteConfig()).map((s) => s.path));
  const start = process.hrtime.bigint();
  const checked = await checkSyntaxAhead(files);
  if (checked.threads) reporter.info(`Checked the MDX syntax of ${checked.files} files in ${checked.threads} threads in ${(Number(process.hrtime.bigint() - start) / 1e9).toFixed(1)} s, before sourcing`);
};
