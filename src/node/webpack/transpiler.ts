import fs from 'fs';
import path from 'path';
import browserslist from 'browserslist';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { requireFromProject } from '../project-require';
import { sourceMapsWanted } from './source-maps';

type Loader = { loader?: string; options?: unknown } | string;
type UseInfo = { resource?: string; resourceQuery?: string; issuer?: string };
type Rule = { use?: Loader[] | Loader | ((info: UseInfo) => Loader[]); oneOf?: Rule[]; rules?: Rule[]; [key: string]: unknown };
type Stage = CreateWebpackConfigArgs['stage'];
type Minimizer = { constructor: { name: string } };
type WebpackConfig = { module: { rules: Rule[] }; optimization?: { minimizer?: unknown[] } };

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

/** The stages whose script rules swc takes over, and what each compiles for. */
const TRANSPILED: Partial<Record<Stage, 'develop' | 'browser' | 'server'>> = {
  develop: 'develop',
  'build-javascript': 'browser',
  'build-html': 'server',
};

/**
 * The site's browsers, from package.json's `browserslist` (Gatsby's default written out): Babel
 * compiles the query modules for them (babel-preset-gatsby reads the same field) and swc the rest.
 */
function browserTargets(): string[] {
  const queries = browserslist.loadConfig({ path: process.cwd() });
  if (!queries) throw new Error('package.json: no "browserslist": the production bundles need the browsers to compile for (add the field back)');
  return queries;
}

/** swc's options for a file: its syntax, and React the way babel-preset-gatsby compiles it for the stage. */
export function swcOptions(resource: string, target: 'develop' | 'browser' | 'server' = 'develop', targets: string[] = target === 'browser' ? browserTargets() : []) {
  const typescript = /\.tsx?$/.test(resource);
  const develop = target === 'develop';
  return {
    // Maps only where webpack keeps them: develop, and a production build with SOURCE_MAPS=1 (source-maps.ts).
    sourceMaps: develop || sourceMapsWanted(),
    // The browsers of the site's browserslist for the production bundles (as Babel's preset-env);
    // what the browsers an author previews in run for develop; the Node that renders the HTML.
    ...(target === 'browser' ? { env: { targets } } : {}),
    // The HTML renderer's code compact, as Babel writes it: the pre-paint script that every page
    // inlines is built from a function's source text (src/lib/pre-paint.ts). Names are kept.
    ...(target === 'server' ? { minify: true } : {}),
    jsc: {
      parser: typescript ? { syntax: 'typescript', tsx: resource.endsWith('.tsx') } : { syntax: 'ecmascript', jsx: true },
      ...(target === 'browser' ? {} : { target: develop ? 'es2020' : 'es2022' }),
      ...(target === 'server' ? { minify: { compress: false, mangle: false } } : {}),
      transform: {
        // Gatsby's default JSX runtime (gatsby-config.ts sets none). Develop adds development
        // checks and React Fast Refresh's registrations, as react-refresh/babel adds them for Gatsby.
        react: { runtime: 'classic', pragma: 'React.createElement', pragmaFrag: 'React.Fragment', development: develop, refresh: develop },
      },
    },
  };
}

type OptionsFor = (resource: string) => object;

/** Babel's config for the modules with a query in a production build (the file says why). */
export const QUERY_MODULES_BABEL = 'src/node/webpack/query-modules.babel.cjs';

/**
 * The loaders of a module: swc in place of Gatsby's babel-loader, or, for a module with a query,
 * Babel as before (develop, where Babel also adds React Fast Refresh's registrations) or Babel
 * with the site's config then swc (a production build: `babelFirst`; webpack runs the last loader first).
 */
function swcInstead(use: Loader[], info: UseInfo, optionsFor: OptionsFor, babelFirst: boolean): Loader[] {
  if (!info.resource) return use;
  const withBabel = needsBabel(info.resource, info.resourceQuery);
  if (withBabel && !babelFirst) return use;
  const swc = { loader: requireFromProject.resolve('swc-loader'), options: optionsFor(info.resource) };
  if (!withBabel) return use.map((entry) => (isGatsbyBabel(entry) ? swc : entry));
  const configFile = path.resolve(QUERY_MODULES_BABEL);
  return use.flatMap((entry) =>
    isGatsbyBabel(entry) && typeof entry === 'object' ? [swc, { ...entry, options: { ...(entry.options as object), configFile, babelrc: false } }] : [entry],
  );
}

function withSwc(rule: Rule, optionsFor: OptionsFor, babelFirst: boolean): Rule {
  const next: Rule = { ...rule };
  if (rule.oneOf) next.oneOf = rule.oneOf.map((r) => withSwc(r, optionsFor, babelFirst));
  if (rule.rules) next.rules = rule.rules.map((r) => withSwc(r, optionsFor, babelFirst));
  // Not named `use`: the React hooks lint rule would take a call of it for a hook's.
  const loaders = rule.use;
  if (typeof loaders === 'function') next.use = (info: UseInfo) => swcInstead(loaders(info), info, optionsFor, babelFirst);
  else if (Array.isArray(loaders) && loaders.some(isGatsbyBabel)) next.use = (info: UseInfo) => swcInstead(loaders, info, optionsFor, babelFirst);
  return next;
}

/**
 * The production bundles' JavaScript minifier: terser-webpack-plugin with swc's minifier in place of
 * Terser (the plugin's own `swcMinify`) and the exclusions Gatsby gives its Terser. Terser was the
 * slowest step of the bundles on this site.
 */
function swcMinifier(): unknown {
  const TerserPlugin = requireFromProject('terser-webpack-plugin') as { new (options: object): unknown; swcMinify: unknown };
  return new TerserPlugin({ exclude: /\.min\.js/, minify: TerserPlugin.swcMinify, terserOptions: { compress: { ecma: 2015 }, mangle: { safari10: true } } });
}

/**
 * swc compiles what Babel need not, in develop's browser bundle, the production bundles and the
 * HTML renderer: the site's modules without a query, and the MDX files (gatsby-plugin-mdx's output).
 * Babel keeps the modules with a query, which only its plugin can compile; in a production build it
 * only removes the queries, and swc compiles the rest and minifies the bundles. Babel and Terser
 * were most of the bundles' time (bench/README.md); the budgets check the pages' bytes.
 */
export function siteTranspiler({ stage, actions, getConfig }: CreateWebpackConfigArgs): void {
  const target = TRANSPILED[stage];
  if (!target) return;
  const config = getConfig() as WebpackConfig;
  // The browsers are read once per compiler, not once per module.
  const targets = target === 'browser' ? browserTargets() : [];
  config.module.rules = config.module.rules.map((rule) => withSwc(rule, (resource) => swcOptions(resource, target, targets), target !== 'develop'));
  const minimizer = config.optimization?.minimizer;
  if (target === 'browser' && minimizer) {
    config.optimization!.minimizer = minimizer.map((plugin) => ((plugin as Minimizer)?.constructor?.name === 'TerserPlugin' ? swcMinifier() : plugin));
  }
  actions.replaceWebpackConfig(config);
}
