import fs from 'fs';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { requireFromProject } from '../project-require';

type Loader = { loader?: string; options?: unknown } | string;
type UseInfo = { resource?: string; resourceQuery?: string; issuer?: string };
type Rule = { use?: Loader[] | Loader | ((info: UseInfo) => Loader[]); oneOf?: Rule[]; rules?: Rule[]; [key: string]: unknown };

/** Gatsby's babel-loader (gatsby/dist/utils/babel-loader.js), as loaders.js() names it. */
const isGatsbyBabel = (entry: Loader) => {
  const loader = typeof entry === 'string' ? entry : entry.loader;
  return typeof loader === 'string' && /[\\/]gatsby[\\/]dist[\\/]utils[\\/]babel-loader/.test(loader);
};

/**
 * A module Babel must still compile: one with a `graphql` query (babel-plugin-remove-graphql-queries
 * turns page queries and useStaticQuery into the results Gatsby extracted; without it, the
 * runtime's `graphql` throws), or a page component wrapped around an MDX file (its template holds
 * the page query). The file is read to know: a few kilobytes, once per compile of the module.
 */
export function needsBabel(resource: string, resourceQuery = ''): boolean {
  if (/__contentFilePath=/.test(resourceQuery)) return true;
  if (/\.mdx?$/.test(resource)) return false;
  try {
    return fs.readFileSync(resource, 'utf8').includes('graphql');
  } catch {
    return true;
  }
}

/** swc's options for a file: its syntax, and React the way babel-preset-gatsby compiles it in develop. */
export function swcOptions(resource: string) {
  const typescript = /\.tsx?$/.test(resource);
  return {
    sourceMaps: true,
    jsc: {
      parser: typescript ? { syntax: 'typescript', tsx: resource.endsWith('.tsx') } : { syntax: 'ecmascript', jsx: true },
      // What the browsers an author previews in run (develop only; `gatsby build` keeps Babel
      // and the site's browserslist).
      target: 'es2020',
      transform: {
        // Gatsby's default JSX runtime (gatsby-config.ts sets none), development checks, and
        // React Fast Refresh's registrations, as react-refresh/babel adds them for Gatsby.
        react: { runtime: 'classic', pragma: 'React.createElement', pragmaFrag: 'React.Fragment', development: true, refresh: true },
      },
    },
  };
}

function swcInstead(use: Loader[], info: UseInfo): Loader[] {
  if (!info.resource || needsBabel(info.resource, info.resourceQuery)) return use;
  return use.map((entry) => (isGatsbyBabel(entry) ? { loader: requireFromProject.resolve('swc-loader'), options: swcOptions(info.resource ?? '') } : entry));
}

function withSwc(rule: Rule): Rule {
  const next: Rule = { ...rule };
  if (rule.oneOf) next.oneOf = rule.oneOf.map(withSwc);
  if (rule.rules) next.rules = rule.rules.map(withSwc);
  // Not named `use`: the React hooks lint rule would take a call of it for a hook's.
  const loaders = rule.use;
  if (typeof loaders === 'function') next.use = (info: UseInfo) => swcInstead(loaders(info), info);
  else if (Array.isArray(loaders) && loaders.some(isGatsbyBabel)) next.use = (info: UseInfo) => swcInstead(loaders, info);
  return next;
}

/**
 * In `gatsby develop`'s browser bundle, swc compiles what Babel need not: the site's modules
 * without a query, and the MDX files (gatsby-plugin-mdx's output). Babel over those was most of
 * the Babel time of a cold start (see bench/README.md). `gatsby build` and the HTML renderer are
 * untouched, so the built site is the same.
 */
export function developTranspiler({ stage, actions, getConfig }: CreateWebpackConfigArgs): void {
  if (stage !== 'develop') return;
  const config = getConfig() as { module: { rules: Rule[] } };
  config.module.rules = config.module.rules.map(withSwc);
  actions.replaceWebpackConfig(config);
}
