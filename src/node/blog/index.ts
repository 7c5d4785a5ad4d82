import path from 'path';
import { blogTypeDefs, type ResolvedAuthor, type ResolvedTag } from '../../content-model/blog';
import type { SiteConfig } from '../../content-model/site';
import { assetUrl } from '../assets';
import type { ContentType, FileNode } from '../content-type';
import { lastValidOf } from '../content/last-valid';
import { mdxFileOf } from '../content/mdx-file';
import { findAll, type ResolverContext, siteConfigNode, siteConfigOf } from '../content/node-model';
import type { DocNode } from '../content/node-types';
import { recordFrontmatterProblems, setProblems } from '../content/problems';
import { SOURCE } from '../content/sources';
import { loadSiteConfig } from '../site/config';
import { checkReferences, loadAuthors, loadTags } from './authors-tags';
import { renderExcerpt } from './excerpt';
import { writeBlogFeeds } from './feeds';
import { formatDate } from './format-date';
import { compareNewestFirst, duplicatePermalinks, isPostPath, loadPost } from './load-posts';
import type { AuthorNode, BlogPostNode, TagNode } from './node-types';
import { createBlogPages } from './pages';

/**
 * The blog: content/blog/authors.yaml and tags.yaml become Author and Tag nodes, each post a
 * BlogPost node (a child of its Mdx node, whose file is the post page's component); its pages
 * are the paginated lists, the posts, tags, authors and archive (./pages.ts); its outputs the
 * RSS, Atom and JSON feeds (./feeds.ts).
 */

const isPostFile = (file: FileNode) => file.sourceInstanceName === SOURCE.blog && isPostPath(file.relativePath);

export const blog: ContentType = {
  name: 'blog',

  sources: (config) => [{ name: SOURCE.blog, path: config.blog.path, missing: `site config blog.path: blog folder does not exist: ${config.blog.path}` }],

  nodeTypes: ['BlogPost', 'Author', 'Tag'],

  typeDefs: blogTypeDefs,

  onCreateNode: ({ node, getNode }, make) => {
    if (node.internal.type === 'File') {
      const file = node as FileNode;
      if (isPostFile(file)) recordFrontmatterProblems(file.absolutePath);
      if (file.sourceInstanceName !== SOURCE.blog || (file.relativePath !== 'authors.yaml' && file.relativePath !== 'tags.yaml')) return;
      const routeBase = loadSiteConfig().blog.routeBasePath;
      const isAuthors = file.relativePath === 'authors.yaml';
      const loaded = isAuthors ? loadAuthors(file.absolutePath, routeBase) : loadTags(file.absolutePath, routeBase);
      setProblems('blog-yaml', file.absolutePath, loaded.problems);
      // A file that did not parse keeps its last valid entries (an entry with a problem is left out).
      const parsed = loaded.problems.length && !loaded.items.size ? undefined : [...loaded.items.values()];
      for (const { permalink, ...item } of lastValidOf<(ResolvedAuthor | ResolvedTag)[]>(file.absolutePath, parsed) ?? []) {
        make(file, item.key, isAuthors ? 'Author' : 'Tag', { ...item, route: permalink });
      }
      return;
    }
    const mdx = mdxFileOf(node, getNode, (f) => (f.sourceInstanceName === SOURCE.blog ? 'page' : null));
    if (!mdx || !isPostFile(mdx.file)) return;
    const config = loadSiteConfig();
    const { post, problems } = loadPost(mdx.file.absolutePath, path.resolve(config.blog.path), config.blog.routeBasePath, mdx.source);
    setProblems('content', mdx.file.absolutePath, problems);
    if (!post || mdx.syntax.length || (post.draft && process.env.NODE_ENV === 'production')) return;
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
  },

  resolvers: (args) => {
    const excerpts = new Map<string, Promise<string>>();
    const postsNewestFirst = async (context: ResolverContext) => (await findAll<BlogPostNode>(context, 'BlogPost')).sort(compareNewestFirst);
    const postLink = (post: BlogPostNode | undefined) => (post ? { title: post.title, route: post.route } : null);
    const neighbour = (offset: number) => async (source: BlogPostNode, _args: unknown, context: ResolverContext) => {
      const posts = await postsNewestFirst(context);
      return postLink(posts[posts.findIndex((p) => p.id === source.id) + offset]);
    };
    const postsWith = (field: 'authors' | 'tags') => ({
      type: '[BlogPost!]!',
      resolve: async (source: AuthorNode | TagNode, _args: unknown, context: ResolverContext) => (await postsNewestFirst(context)).filter((p) => p[field].includes(source.key)),
    });
    return {
      BlogPost: {
        formattedDate: { resolve: (source: BlogPostNode) => formatDate(source.date) },
        excerpt: {
          // Rendered once per version of the post: list, tag and author pages all show it.
          resolve: async (source: BlogPostNode, _args: unknown, context: ResolverContext) => {
            const configNode = await siteConfigNode(context);
            const key = `${source.internal.contentDigest}:${configNode?.url}`;
            if (!excerpts.has(key)) excerpts.set(key, renderExcerpt(source, `${configNode?.url ?? ''}${source.route}`, args));
            return excerpts.get(key);
          },
        },
        newer: { type: 'BlogPostLink', resolve: neighbour(-1) },
        older: { type: 'BlogPostLink', resolve: neighbour(1) },
      },
      Author: { posts: postsWith('authors') },
      Tag: {
        posts: postsWith('tags'),
        docs: {
          type: '[Doc!]!',
          // Docs of the current version (the first in the site config) with this tag.
          resolve: async (source: TagNode, _args: unknown, context: ResolverContext) => {
            const current = (await siteConfigNode(context))?.parsed.docs.versions[0]?.name;
            return current === undefined ? [] : findAll<DocNode>(context, 'Doc', { version: { eq: current }, tags: { eq: source.key } });
          },
        },
      },
      SiteBlog: {
        sidebarCount: { resolve: (source: SiteConfig['blog']) => (source.sidebarCount === 'ALL' ? null : source.sidebarCount) },
      },
    };
  },

  // Unknown author or tag keys, two posts on one permalink.
  betweenFiles: (getNodesByType) => {
    const config = siteConfigOf(getNodesByType);
    if (!config) return [];
    const posts = getNodesByType('BlogPost') as BlogPostNode[];
    const byKey = (type: string) => new Map((getNodesByType(type) as { key: string }[]).map((n) => [n.key, n]));
    const root = path.resolve(config.blog.path);
    return [
      ...checkReferences(posts, byKey('Author'), byKey('Tag'), { authors: path.join(root, 'authors.yaml'), tags: path.join(root, 'tags.yaml') }),
      ...duplicatePermalinks(posts.map((p) => ({ permalink: p.route, sourcePath: p.sourcePath }))),
    ];
  },

  createPages: createBlogPages,

  builtPages: (getNodesByType) => (getNodesByType('BlogPost') as BlogPostNode[]).map((post) => `${post.route}/index.html`),

  writeOutputs: writeBlogFeeds,

  pageSources: (getNodesByType) => (getNodesByType('BlogPost') as BlogPostNode[]).map((post) => [post.route, post.sourcePath]),

  twins: (getNodesByType, config) => ({
    section: config.blog.title,
    // Newest first, as the blog lists them; a post's twin says when it was published.
    sources: (getNodesByType('BlogPost') as BlogPostNode[])
      .map((post) => ({ route: post.route, title: post.title, description: post.description ?? null, lastUpdated: post.date, absolutePath: post.absolutePath, mdxId: post.mdx }))
      .sort((a, b) => (b.lastUpdated ?? '').localeCompare(a.lastUpdated ?? '')),
  }),
};
