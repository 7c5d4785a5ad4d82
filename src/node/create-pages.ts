import type { GatsbyNode } from 'gatsby';
import { contentTypes, problemsBetweenFiles } from './content-types';
import { fileProblems, reportDevelopProblems } from './content/problems';
import { developCreatePagesActions } from './develop';
import { saveSyntaxMemo } from './mdx-syntax';

/**
 * Pages come from the content nodes, each content type making its own; each page's context
 * holds ids and small scalars, and its template queries what it renders. First, every problem
 * of the content: `gatsby build` stops naming them all; `gatsby develop` reports them and keeps
 * serving the pages that are valid. In develop this runs again after every content change, so
 * new, renamed and deleted files show without a restart.
 */
export const createPages: GatsbyNode['createPages'] = async (args) => {
  const { reporter, getNodesByType } = args;
  const develop = process.env.NODE_ENV === 'development';
  const actions = developCreatePagesActions(args);
  saveSyntaxMemo();
  const own = fileProblems();
  const betweenFiles = problemsBetweenFiles(getNodesByType, { earlierProblems: !develop && own.length > 0 });
  const problems = [...own, ...betweenFiles];
  if (develop) reportDevelopProblems(betweenFiles, reporter);
  else if (problems.length) reporter.panicOnBuild(`Content has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  if (!getNodesByType('SiteConfig').length) return;
  for (const type of contentTypes) await type.createPages?.({ ...args, actions });
};
