import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import type {
  BlogAuthorPageContext,
  BlogAuthorsListPageContext,
  BlogArchivePageContext,
  BlogListPageContext,
  BlogPostPageContext,
  BlogPostPreview,
  BlogTagPageContext,
  BlogTagsListPageContext,
} from '../../content-model/blog';
import { blogRoutes } from '../../lib/blog-routes';
import { publishAsset } from '../assets';
import { ValidationError } from '../../lib/validation-error';
import { loadSiteConfig } from '../site-config';
import { loadBlog } from './index';
import { renderExcerpt } from './excerpt';
import { authorRef, blogArchive, blogSidebar, postLink, postPreview, postSummary } from './page-context';
import { paginate } from './pagination';

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/**
 * Every page of the blog: paginated lists (all posts, per tag, per author), one page per
 * post (its MDX file as the page component, like docs), the tags, authors and archive pages.
 */
export async function createBlogPages(args: CreatePagesArgs): Promise<void> {
  const { actions, reporter, getNodesByType } = args;
  // The blog is still read from its files (not yet from nodes): edits show after a restart of develop.
  const config = loadSiteConfig();
  let blog;
  try {
    blog = loadBlog(config.blog, { includeDrafts: process.env.NODE_ENV !== 'production' });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    reporter.panicOnBuild(error.message);
    return;
  }
  const mdxIdByFile = new Map((getNodesByType('Mdx') as { id: string; internal: { contentFilePath?: string } }[]).map((n) => [path.resolve(n.internal.contentFilePath ?? ''), n.id]));
  const routes = blogRoutes(config.blog.routeBasePath);
  for (const warning of blog.warnings) reporter.warn(`blog: ${warning}`);

  for (const author of blog.authors.values()) if (author.imageFile) publishAsset(author.imageFile);
  const sidebar = blogSidebar(blog.posts, config.blog);

  const previews = new Map<string, BlogPostPreview>();
  for (const post of blog.posts) {
    const excerptHtml = await renderExcerpt(post, `${config.url}${post.permalink}`, args);
    previews.set(post.permalink, postPreview(post, blog, excerptHtml));
  }
  const previewsOf = (posts: typeof blog.posts) => posts.map((p) => previews.get(p.permalink)!);
  const pagination = (page: ReturnType<typeof paginate>[number]) => ({
    page: page.page,
    totalPages: page.totalPages,
    previous: page.previous,
    next: page.next,
  });

  for (const page of paginate(blog.posts, config.blog.postsPerPage, routes.list)) {
    const context: BlogListPageContext = {
      sidebar,
      title: config.blog.title,
      description: config.blog.description,
      posts: previewsOf(page.items),
      pagination: pagination(page),
    };
    actions.createPage({ path: page.permalink, component: template('blog-list'), context });
  }

  blog.posts.forEach((post, index) => {
    const id = mdxIdByFile.get(post.absolutePath);
    if (!id) {
      reporter.panicOnBuild(`${post.sourcePath}: no MDX node was created for this post`);
      return;
    }
    const context: BlogPostPageContext = {
      id,
      sidebar,
      post: postSummary(post, blog),
      keywords: post.keywords,
      imageUrl: post.imageFile ? publishAsset(post.imageFile) : null,
      newer: index > 0 ? postLink(blog.posts[index - 1]) : null,
      older: index < blog.posts.length - 1 ? postLink(blog.posts[index + 1]) : null,
    };
    actions.createPage({ path: post.permalink, component: `${template('blog-post')}?__contentFilePath=${post.absolutePath}`, context });
  });

  const usedTags = [...blog.tags.values()]
    .map((tag) => ({ tag, posts: blog.posts.filter((p) => p.tags.includes(tag.key)) }))
    .filter(({ posts }) => posts.length > 0);
  const tagsContext: BlogTagsListPageContext = {
    sidebar,
    tags: usedTags
      .map(({ tag, posts }) => ({ key: tag.key, label: tag.label, permalink: tag.permalink, count: posts.length }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' })),
  };
  actions.createPage({ path: routes.tags, component: template('blog-tags-list'), context: tagsContext });
  for (const { tag, posts } of usedTags) {
    for (const page of paginate(posts, config.blog.postsPerPage, tag.permalink)) {
      const context: BlogTagPageContext = {
        sidebar,
        tag: { ...tag, count: posts.length },
        allTagsPath: routes.tags,
        posts: previewsOf(page.items),
        pagination: pagination(page),
      };
      actions.createPage({ path: page.permalink, component: template('blog-tag'), context });
    }
  }

  const activeAuthors = [...blog.authors.values()]
    .map((author) => ({ author, posts: blog.posts.filter((p) => p.authors.includes(author.key)) }))
    .filter(({ posts }) => posts.length > 0);
  const authorsContext: BlogAuthorsListPageContext = {
    sidebar,
    authors: activeAuthors.map(({ author, posts }) => ({ ...authorRef(author), count: posts.length })),
  };
  actions.createPage({ path: routes.authors, component: template('blog-authors-list'), context: authorsContext });
  for (const { author, posts } of activeAuthors) {
    for (const page of paginate(posts, config.blog.postsPerPage, author.permalink)) {
      const context: BlogAuthorPageContext = {
        sidebar,
        author: { ...authorRef(author), count: posts.length },
        posts: previewsOf(page.items),
        pagination: pagination(page),
      };
      actions.createPage({ path: page.permalink, component: template('blog-author'), context });
    }
  }

  const archiveContext: BlogArchivePageContext = { sidebar, years: blogArchive(blog.posts) };
  actions.createPage({ path: routes.archive, component: template('blog-archive'), context: archiveContext });
}
