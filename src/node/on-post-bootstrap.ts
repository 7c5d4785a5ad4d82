import type { GatsbyNode } from 'gatsby';
import { drawsOnRequest } from './remark/mermaid-cache';
import { prerenderDiagrams, chromiumRenderer } from './remark/mermaid-prerender';
import { loadSiteConfig } from './site/config';

type MdxNode = { body?: string; internal: { contentFilePath?: string } };

/**
 * After sourcing, before any page query or bundle compiles MDX: every mermaid diagram the site
 * lacks in its cache is rendered once, in one browser (src/node/remark/mermaid-prerender.ts).
 * Not in `gatsby develop`: it draws each diagram when a page first asks for it (drawsOnRequest).
 */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async ({ getNodesByType, reporter }) => {
  if (drawsOnRequest()) return;
  const files = (getNodesByType('Mdx') as unknown as MdxNode[]).map((node) => ({ path: node.internal.contentFilePath ?? '', body: node.body ?? '' }));
  const activity = reporter.activityTimer('render mermaid diagrams in one browser');
  activity.start();
  // The themes gatsby-config.ts gives remarkMermaidThemes, from the same file.
  const { rendered, failed } = await prerenderDiagrams(files, loadSiteConfig().mermaid, chromiumRenderer);
  activity.setStatus(`${rendered} rendered${failed ? `, ${failed} left to the MDX step (it reports why, naming the file)` : ''}`);
  activity.end();
};
