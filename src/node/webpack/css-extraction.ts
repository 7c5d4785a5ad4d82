import path from 'path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { requireFromProject } from '../project-require';

type Plugin = { constructor: { name: string; new (options: object): unknown }; options?: object };
type Loader = { loader?: string; options?: { modules?: unknown } } | string;
type Rule = { use?: Loader[] | Loader | ((info: unknown) => Loader[]); oneOf?: Rule[]; rules?: Rule[]; [key: string]: unknown };
type LoaderContext = { resourcePath: string };
type Interpolate = (context: LoaderContext, name: string, options: { context?: string; content: string; regExp?: unknown }) => string;

// css-loader's own copy of the function it names classes with.
const { interpolateName } = requireFromProject('loader-utils') as { interpolateName: Interpolate };

/**
 * A CSS module's class name as css-loader's default makes it (`[name]--[local]--[hash]`, hashing
 * the stylesheet's path from the project and the local name), whatever request the module came
 * through. css-loader's default also hashes the match resource that `experimentalUseImportModule`
 * adds in the browser bundle only, so the HTML renderer named classes differently and the pages'
 * classes matched no rule. Every stage uses this one function.
 */
export function stableLocalIdent(loaderContext: LoaderContext, localIdentName: string, localName: string, options: { context?: string; hashPrefix?: string; regExp?: unknown }): string {
  const relative = path.relative(options.context ?? '', loaderContext.resourcePath).split(path.sep).join('/');
  const name = interpolateName(loaderContext, localIdentName, { context: options.context, content: `${options.hashPrefix ?? ''}${relative}\x00${localName}`, regExp: options.regExp });
  return name.replace(/\[local\]/gi, localName);
}

const isCssLoader = (entry: Loader): entry is { loader: string; options: { modules: object } } =>
  typeof entry === 'object' && /[\\/]css-loader[\\/]/.test(entry.loader ?? '') && typeof entry.options?.modules === 'object' && entry.options.modules !== null;

const withIdent = (entry: Loader): Loader => (isCssLoader(entry) ? { ...entry, options: { ...entry.options, modules: { ...entry.options.modules, getLocalIdent: stableLocalIdent } } } : entry);

function withStableIdents(rule: Rule): Rule {
  const next: Rule = { ...rule };
  if (rule.oneOf) next.oneOf = rule.oneOf.map(withStableIdents);
  if (rule.rules) next.rules = rule.rules.map(withStableIdents);
  const loaders = rule.use;
  if (typeof loaders === 'function') next.use = (info: unknown) => loaders(info).map(withIdent);
  else if (Array.isArray(loaders)) next.use = loaders.map(withIdent);
  else if (loaders) next.use = withIdent(loaders);
  return next;
}

/**
 * How the site's CSS is built, with options of the plugins Gatsby builds it with:
 *
 * - `ignoreOrder` (develop and the production bundles): mini-css-extract-plugin's "Conflicting
 *   order" warnings, hundreds of lines per build, buried the messages an author needs. Every
 *   stylesheet of src/theme is a CSS module scoped to its component (global.css is imported once,
 *   first, by gatsby-browser), so the order between modules cannot change what applies.
 * - `experimentalUseImportModule` (the production bundles): each CSS module is built in the
 *   compilation itself (webpack's importModule), not in a child compilation. webpack hashes child
 *   compilations into the compilation hash, which Gatsby writes into every page: a warm build took
 *   the modules from its cache and made none, so the hash changed with nothing changed and every
 *   page was written (and read after) again. It also spares a cold build those compilations.
 * - css-loader's `getLocalIdent` (every stage): stableLocalIdent above, so a class is named the
 *   same in the HTML and in the stylesheet.
 */
export function configureCssExtraction({ stage, actions, getConfig }: Pick<CreateWebpackConfigArgs, 'stage' | 'actions' | 'getConfig'>): void {
  const config = getConfig() as { plugins?: unknown[]; module: { rules: Rule[] } };
  config.module.rules = config.module.rules.map(withStableIdents);
  // The browser stages extract CSS; the HTML stages (build-html, develop-html) only read the class names.
  if (stage === 'develop' || stage === 'build-javascript') {
    const plugins = config.plugins ?? [];
    const index = plugins.findIndex((plugin) => (plugin as Plugin | null)?.constructor?.name === 'MiniCssExtractPlugin');
    if (index < 0) throw new Error(`src/node/webpack/css-extraction.ts: Gatsby's ${stage} config has no MiniCssExtractPlugin: Gatsby changed how it extracts CSS; update this module`);
    const extract = plugins[index] as Plugin;
    const options = { ...extract.options, ignoreOrder: true, ...(stage === 'build-javascript' ? { experimentalUseImportModule: true } : {}) };
    config.plugins = plugins.map((plugin, i) => (i === index ? new extract.constructor(options) : plugin));
  }
  actions.replaceWebpackConfig(config);
}
