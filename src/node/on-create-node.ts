import fs from 'fs';
import path from 'path';
import type { GatsbyNode, Node } from 'gatsby';
import type { ResolvedAuthor, ResolvedTag } from '../content-model/blog';
import type { SidebarItemInput } from '../content-model/sidebar';
import type { SiteConfig } from '../content-model/site';
import { ValidationError } from '../lib/validation-error';
import { contentTypeNodeTypes, contentTypes, problemsBetweenFiles } from './content-types';
import { nodeMade } from './content/develop-revision';
import { checkReadWhole } from './content/half-written-saves';
import { contentNodeMade } from './content/pages-behind-nodes';
import { recordFrontmatterProblems, scheduleDevelopReport, setFailedDoc, setProblems } from './content/problems';
import { docNodeKey } from './content/node-types';
import { SOURCE } from './content/sources';
import { assetUrl } from './assets';
import { loadAuthors, loadTags } from './blog/authors-tags';
import { isPostPath, loadPost } from './blog/load-posts';
import { lastUpdated } from './last-updated';
import { isDocPath, readDocFile } from './docs/load-docs';
import { checkedSyntax } from './mdx-syntax';
import { loadSiteConfig, parseSiteConfig, readYamlFile } from './site-config';
import { readSidebarsFile } from './sidebars';

type FileNode = Node & { sourceInstanceName: string; absolutePath: string; relativePath: string; extension: string };


const rel = (file: string) => path.relative(process.cwd(), file).replace(/\\/g, '/');

/** Problems of a loader as lines that each name the file. */
function problemLines(error: unknown): string[] {
  if (!(error instanceof ValidationError)) throw error;
  return error.lines();
}

/**
 * The last valid content of a YAML file, recreated when an edit breaks it: `gatsby develop`
 * keeps rendering with it (and reports the problem) instead of losing the navbar or a
 * sidebar on every page. Gatsby deletes a changed file's children, so they are made again.
 */
const lastValid = new Map<string, unknown>();

function versionOf(source: string, prefix: string): string | null {
  return source.startsWith(`${prefix}-`) ? source.slice(prefix.length + 1) : null;
}

/**
 * Content becomes typed nodes: a SiteConfig from the site config file, Sidebar nodes from
 * each version's sidebars file, a Doc for each doc's Mdx node. Each file is validated here
 * with the schemas of src/content-model; a problem is recorded against its file and the
 * node is not made (for YAML files, the last valid one is kept).
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  const { node, actions, getNode, getNodesByType, createNodeId, createContentDigest, reporter } = args;
  nodeMade(node, contentTypeNodeTypes);
  contentNodeMade(node, contentTypeNodeTypes);
  // Develop reports a file's problems shortly after this returns (see scheduleDevelopReport).
  if (node.internal.type === 'File' || node.internal.type === 'Mdx') {
    scheduleDevelopReport(reporter, () => problemsBetweenFiles(getNodesByType));
  }
  const make = (parent: Node, key: string, type: string, fields: Record<string, unknown>, id = createNodeId(`${parent.id} >>> ${type} ${key}`)) => {
    const child = {
      ...fields,
      id,
      parent: parent.id,
      children: [],
      internal: { type, contentDigest: createContentDigest(fields) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent, child: child as unknown as Node });
  };
  for (const type of contentTypes) type.onCreateNode?.(args, make);

  if (node.internal.type === 'File') {
    const file = node as FileNode;
    // A save the watcher saw half-written is read again (see half-written-saves.ts).
    if (process.env.NODE_ENV === 'development') checkReadWhole(file, { getNode, warn: (message) => reporter.warn(message), verbose: (message) => reporter.verbose(message) });
    if (file.sourceInstanceName === SOURCE.siteConfig) {
      let config: SiteConfig;
      try {
        config = parseSiteConfig(readYamlFile(file.absolutePath), rel(file.absolutePath));
        setProblems('site-config', file.absolutePath, []);
        lastValid.set(file.absolutePath, config);
      } catch (error) {
        setProblems('site-config', file.absolutePath, problemLines(error));
        if (!lastValid.has(file.absolutePath)) return;
        config = lastValid.get(file.absolutePath) as SiteConfig;
      }
      make(file, 'config', 'SiteConfig', { ...config, parsed: config, file: rel(file.absolutePath) });
      return;
    }
    const sidebarsVersion = versionOf(file.sourceInstanceName, 'sidebars');
    if (sidebarsVersion !== null) {
      let sidebars: Record<string, SidebarItemInput[]>;
      try {
        sidebars = readSidebarsFile(file.absolutePath);
        setProblems('sidebars', file.absolutePath, []);
        lastValid.set(file.absolutePath, sidebars);
      } catch (error) {
        setProblems('sidebars', file.absolutePath, problemLines(error));
        if (!lastValid.has(file.absolutePath)) return;
        sidebars = lastValid.get(file.absolutePath) as Record<string, SidebarItemInput[]>;
      }
      Object.entries(sidebars).forEach(([sidebarId, input], order) =>
        make(file, sidebarId, 'Sidebar', { sidebarId, version: sidebarsVersion, order, input, file: rel(file.absolutePath) }),
      );
      return;
    }
    // Checked in develop only (content/problems.ts says why); valid YAML is checked once, below.
    const isDoc = versionOf(file.sourceInstanceName, 'docs') !== null && isDocPath(file.relativePath);
    const isPost = file.sourceInstanceName === SOURCE.blog && isPostPath(file.relativePath);
    if ((isDoc || isPost) && process.env.NODE_ENV === 'development') {
      recordFrontmatterProblems(file.absolutePath);
      return;
    }
    if (file.sourceInstanceName === SOURCE.blog && (file.relativePath === 'authors.yaml' || file.relativePath === 'tags.yaml')) {
      const routeBase = loadSiteConfig().blog.routeBasePath;
      const isAuthors = file.relativePath === 'authors.yaml';
      const loaded = isAuthors ? loadAuthors(file.absolutePath, routeBase) : loadTags(file.absolutePath, routeBase);
      setProblems('blog-yaml', file.absolutePath, loaded.problems);
      // A file that did not parse keeps its last valid entries (an entry with a problem is left out).
      let items = [...loaded.items.values()] as (ResolvedAuthor | ResolvedTag)[];
      if (loaded.problems.length && !items.length && lastValid.has(file.absolutePath)) items = lastValid.get(file.absolutePath) as typeof items;
      else lastValid.set(file.absolutePath, items);
      for (const item of items) {
        if (isAuthors) {
          const { permalink, ...author } = item as ResolvedAuthor;
          make(file, item.key, 'Author', { ...author, route: permalink });
        } else {
          const { permalink, ...tag } = item as ResolvedTag;
          make(file, item.key, 'Tag', { ...tag, route: permalink });
        }
      }
    }
    return;
  }

  if (node.internal.type === 'Mdx' && node.parent) {
    const file = getNode(node.parent) as FileNode | undefined;
    // Each file's MDX syntax is checked here, once per version of the file; no Doc or BlogPost
    // is made for a broken one, as for a broken frontmatter. A build then stops in createPages
    // naming every broken file; develop drops the page until the file is fixed (webpack never
    // compiles it) and shows the same message, with its line, in the terminal and the overlay.
    // A doc is rendered to HTML and may not import or export; a post or page may.
    const versionName = file && isDocPath(file.relativePath) ? versionOf(file.sourceInstanceName, 'docs') : null;
    // The file is read here once for its checks and its metadata.
    const source = file ? fs.readFileSync(file.absolutePath, 'utf8') : '';
    const syntax = file && file.extension === 'mdx' ? checkedSyntax(file.absolutePath, source, versionName === null ? 'page' : 'doc') : [];
    if (file) setProblems('mdx', file.absolutePath, syntax);
    if (file?.sourceInstanceName === SOURCE.blog && isPostPath(file.relativePath)) {
      const config = loadSiteConfig();
      const { post, problems } = loadPost(file.absolutePath, path.resolve(config.blog.path), config.blog.routeBasePath, source);
      setProblems('content', file.absolutePath, problems);
      if (!post || syntax.length || (post.draft && process.env.NODE_ENV === 'production')) return;
      make(node, 'post', 'BlogPost', {
        slug: post.slug,
        route: post.permalink,
        title: post.title,
        description: post.description,
        date: post.date,
        authors: post.authors,
        tags: post.tags,
        keywords: post.keywords,
        draft: post.draft,
        image: post.imageFile ? assetUrl(post.imageFile) : null,
        readingTime: post.readingTime,
        truncated: post.truncated,
        sourcePath: post.sourcePath,
        mdx: node.id,
        // Not in GraphQL: what the excerpt resolver, the asset copy and the checks need.
        absolutePath: post.absolutePath,
        excerptSource: post.excerptSource,
        imageFile: post.imageFile,
        format: post.format,
      });
      return;
    }
    if (!file || versionName === null) return;
    // Versions and route bases are structure, read when Gatsby starts (gatsby-config.ts reads the same file).
    const config = loadSiteConfig();
    const version = config.docs.versions.find((v) => v.name === versionName);
    if (!version) return;
    const read = readDocFile(file.absolutePath, source, version, config.docs.routeBasePath);
    setProblems('content', file.absolutePath, read.problems);
    setFailedDoc(file.absolutePath, read.doc && !syntax.length ? null : { version: version.name, id: read.id });
    const doc = syntax.length ? null : read.doc;
    // Drafts are built in development only.
    if (!doc || (doc.frontmatter.draft && process.env.NODE_ENV === 'production')) return;
    const fm = doc.frontmatter;
    make(node, 'doc', 'Doc', {
      docId: doc.id,
      version: doc.version,
      route: doc.route,
      title: fm.title,
      description: fm.description ?? null,
      sidebarLabel: fm.sidebar_label ?? null,
      sidebarPosition: fm.sidebar_position ?? null,
      tags: fm.tags,
      keywords: fm.keywords,
      image: fm.image ?? null,
      slug: fm.slug ?? null,
      draft: fm.draft,
      tocMinLevel: fm.toc_min_heading_level,
      tocMaxLevel: fm.toc_max_heading_level,
      hideTableOfContents: fm.hide_table_of_contents,
      sourcePath: doc.sourcePath,
      lastUpdated: lastUpdated(doc.sourcePath, doc.absolutePath),
      mdx: node.id,
      absolutePath: doc.absolutePath,
      frontmatter: fm,
    }, createNodeId(docNodeKey(doc.absolutePath)));
  }
};
