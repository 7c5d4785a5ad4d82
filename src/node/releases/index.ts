import fs from 'fs';
import path from 'path';
import type { Node } from 'gatsby';
import { ReleaseFrontmatterSchema, releaseTypeDefs } from '../../content-model/release';
import { compareNewestFirst, isPrerelease, isReleaseVersion, releaseLine, releaseRoutes } from '../../lib/releases';
import { ValidationError, zodProblems } from '../../lib/validation-error';
import type { SiteConfig } from '../../content-model/site';
import type { ContentType, FileNode, NodesByType } from '../content-type';
import type { ReleaseMentionOptions } from './mentions';
import type { DocNode } from '../content/node-types';
import { mdxFileOf } from '../content/mdx-file';
import { findAll, type ResolverContext, siteConfigNode, siteConfigOf } from '../content/node-model';
import { recordFrontmatterProblems, setProblems } from '../content/problems';
import { SOURCE, sourcePathOf } from '../content/sources';
import { lastUpdated } from '../last-updated';
import { readFrontmatter } from '../frontmatter';
import { siteFeed, writeFeeds } from '../feeds/feeds';
import { extractMarkedContent, forFeed } from '../feeds/html';
import { loadSiteConfig } from '../site/config';

/**
 * Release notes: content/releases/<version>.md becomes a Release node (a child of its Mdx
 * node), a page at /releases/<version>, an entry of the list at /releases and of the feeds
 * beside it, a Markdown twin and a line of llms.txt.
 */

/** Marks a release's changes in its built page; the feeds take the content from there. */
export const RELEASE_BODY_ITEMPROP = 'releaseNotes';
const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/** A Release node's own fields (GraphQL shows all but `absolutePath`). */
export type ReleaseFields = {
  version: string;
  route: string;
  title: string;
  date: string | null;
  summary: string;
  prerelease: boolean;
  line: string;
  docIds: string[];
  sourcePath: string;
  absolutePath: string;
};
export type ReleaseNode = Node & ReleaseFields & { mdx: string };

const isReleaseFile = (file: FileNode) => file.sourceInstanceName === SOURCE.releases && file.extension === 'md' && !file.relativePath.includes('/');

/** One release file: its node's fields, or the problems that keep it from being made. */
export function readRelease(absolutePath: string, source: string, routeBasePath: string, siteTitle: string): { fields?: ReleaseFields; problems: string[] } {
  const sourcePath = sourcePathOf(absolutePath);
  const version = path.basename(absolutePath, '.md');
  const problems: string[] = [];
  if (!isReleaseVersion(version)) problems.push(`${sourcePath}: file name: "${version}" is not a release version: name the file after the version, such as 1.0.53.md or 1.0.54-pre5.md`);
  let raw: Record<string, unknown>;
  try {
    raw = readFrontmatter(source, sourcePath);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { problems: [...problems, ...error.problems.map((p) => `${sourcePath}: ${p}`)] };
  }
  const parsed = ReleaseFrontmatterSchema.safeParse(raw);
  if (!parsed.success) problems.push(...zodProblems(parsed.error).map((p) => `${sourcePath}: frontmatter ${p}`));
  if (problems.length || !parsed.success) return { problems };
  const fm = parsed.data;
  return {
    problems,
    fields: {
      version,
      route: releaseRoutes(routeBasePath).release(version),
      title: `${siteTitle} ${version}`,
      date: fm.date ? `${fm.date}T00:00:00.000Z` : null,
      summary: fm.summary,
      prerelease: isPrerelease(version),
      line: releaseLine(version),
      docIds: fm.docs,
      sourcePath,
      absolutePath,
    },
  };
}

/**
 * What the docs' compile needs to link a mention of a release (./mentions.ts):
 * the versions that have a file, read when the build starts (a release added in develop is
 * linked from the docs after a restart; its own pages show at once).
 */
export function releaseMentionOptions(config: SiteConfig): ReleaseMentionOptions {
  const releases = config.releases;
  const versions = releases && fs.existsSync(releases.path) ? fs.readdirSync(releases.path).filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -3)).filter(isReleaseVersion) : [];
  return { versions, route: (version) => releaseRoutes(releases?.routeBasePath ?? '').release(version), roots: config.docs.versions.map((v) => v.docs) };
}

const releasesOf = (getNodesByType: NodesByType) => (getNodesByType('Release') as ReleaseNode[]).sort((a, b) => compareNewestFirst(a.version, b.version));

export const releases: ContentType = {
  name: 'releases',
  nodeTypes: ['Release'],

  sources: (config) =>
    config.releases
      ? [{ name: SOURCE.releases, path: config.releases.path, missing: `site config releases.path: releases folder does not exist: ${config.releases.path} (create it, or leave \`releases\` out)` }]
      : [],

  typeDefs: releaseTypeDefs,

  resolvers: () => ({
    Release: {
      docs: {
        type: '[Doc!]!',
        resolve: async (release: ReleaseNode, _args: unknown, context: ResolverContext) => {
          const current = (await siteConfigNode(context))?.parsed.docs.versions[0]?.name;
          if (!release.docIds.length || current === undefined) return [];
          const entries = await findAll<DocNode>(context, 'Doc', { version: { eq: current }, docId: { in: release.docIds } });
          const byId = new Map([...entries].map((doc) => [doc.docId, doc]));
          return release.docIds.flatMap((id) => byId.get(id) ?? []);
        },
      },
    },
  }),

  onCreateNode: ({ node, getNode }, make) => {
    if (node.internal.type === 'File') {
      if (isReleaseFile(node as FileNode)) recordFrontmatterProblems((node as FileNode).absolutePath);
      return;
    }
    const mdx = mdxFileOf(node, getNode, (file) => (isReleaseFile(file) ? 'page' : null));
    if (!mdx) return;
    const config = loadSiteConfig();
    if (!config.releases) return;
    const read = readRelease(mdx.file.absolutePath, mdx.source, config.releases.routeBasePath, config.title);
    setProblems('content', mdx.file.absolutePath, read.problems);
    if (read.fields) make(node, 'release', 'Release', { ...read.fields, mdx: node.id });
  },

  betweenFiles: (getNodesByType) => {
    const config = siteConfigOf(getNodesByType);
    if (!config?.releases) return [];
    const current = config.docs.versions[0].name;
    const docIds = new Set((getNodesByType('Doc') as DocNode[]).filter((d) => d.version === current).map((d) => d.docId));
    return releasesOf(getNodesByType).flatMap((release) =>
      release.docIds.flatMap((id, i) =>
        docIds.has(id) ? [] : [`${release.sourcePath}: frontmatter docs[${i}]: no doc "${id}" in the current docs version (${current}): use a doc id, the path under the docs folder without .mdx`],
      ),
    );
  },

  createPages: async ({ actions, getNodesByType }) => {
    const config = siteConfigOf(getNodesByType);
    if (!config?.releases) return;
    const all = releasesOf(getNodesByType);
    actions.createPage({ path: releaseRoutes(config.releases.routeBasePath).list, component: template('releases'), context: {} });
    all.forEach((release, i) => {
      actions.createPage({
        path: release.route,
        // The notes are HTML compiled at build time (the Mdx node's html field, as a doc's), so
        // releases share one template chunk instead of a component chunk each.
        component: template('release'),
        // Neighbours by version, newest first: the list's order.
        context: { id: release.id, newer: all[i - 1]?.version ?? null, older: all[i + 1]?.version ?? null },
      });
    });
  },

  builtPages: (getNodesByType) => releasesOf(getNodesByType).map((r) => `${r.route}/index.html`),

  writeOutputs: ({ reporter, getNodesByType, publicDir, documents }) => {
    const config = siteConfigOf(getNodesByType);
    if (!config?.releases) return;
    const routes = releaseRoutes(config.releases.routeBasePath);
    const absolute = (route: string) => `${config.url}${route}`;
    const all = releasesOf(getNodesByType);
    const dated = all.filter((r) => r.date !== null);
    const items = dated.map((release) => {
      const page = `${release.route}/index.html`;
      const document = documents.get(page);
      const contentHtml = document ? extractMarkedContent(document, RELEASE_BODY_ITEMPROP, forFeed(absolute(release.route))) : null;
      if (contentHtml === null) throw new Error(`release feeds: ${release.sourcePath}: its page ${page} was not built or has no element with itemprop="${RELEASE_BODY_ITEMPROP}"`);
      return { url: absolute(release.route), title: release.title, summary: release.summary, contentHtml, date: release.date!, authors: [], tags: [], image: null };
    });
    const feed = siteFeed(config, { title: config.releases.title, description: config.releases.description, routes }, items);
    const undated = all.filter((r) => r.date === null).map((r) => r.version);
    reporter.info(`release feeds: ${writeFeeds(publicDir, feed, routes.feeds)}${undated.length ? `; without a date, so not in the feeds: ${undated.join(', ')}` : ''}`);
  },

  twins: (getNodesByType, config) => {
    if (!config.releases) return null;
    const sources = releasesOf(getNodesByType).map((r) => ({
      route: r.route,
      title: r.title,
      description: r.summary,
      // When the notes last changed, as for a doc: the release's own date is in its frontmatter.
      lastUpdated: lastUpdated(r.sourcePath, r.absolutePath),
      absolutePath: r.absolutePath,
      mdxId: r.mdx,
    }));
    return { section: config.releases.title, sources };
  },
};
