import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import type { BlogPagination } from '../../content-model/blog';
import { blogRoutes } from '../../lib/blog-routes';
import { publishAsset } from '../assets';
import type { AuthorNode, BlogPostNode } from './node-types';
import { paginate } from './pagination';
import { mdxPageContext } from '../mdx-page-context';
import { TRUNCATE_MARKER } from './truncate';

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

type BlogQuery = {
  siteConfig: { blog: { routeBasePath: string; postsPerPage: number } } | null;
  allBlogPost: { nodes: { id: string; route: string; mdx: { internal: { contentFilePath: string } } }[] };
  allTag: { nodes: { key: string; route: string; posts: { id: string }[] }[] };
  allAuthor: { nodes: { key: string; route: string; posts: { id: string }[] }[] };
};

/** A paginated list's place: what the template's query needs (limit, skip) and its links. */
function listContext(page: ReturnType<typeof paginate>[number], perPage: number): { limit: number; skip: number; pagination: BlogPagination } {
  return {
    limit: perPage,
    skip: (page.page - 1) * perPage,
    pagination: { page: page.page, totalPages: page.totalPages, previous: page.previous, next: page.next },
  };
}

/**
 * Every page of the blog, from queries over the BlogPost, Tag and Author nodes: paginated
 * lists (all posts, per tag, per author), one page per post (its MDX file as the page
 * component, like docs), the tags, authors and archive pages. Each page's context holds
 * keys, ids and page numbers; its template queries the posts it lists.
 */
export async function createBlogPages(args: CreatePagesArgs): Promise<void> {
  const { actions, reporter, graphql, getNodesByType } = args;
  const result = await graphql<BlogQuery>(`
    query CreateBlogPages {
      siteConfig { blog { routeBasePath postsPerPage } }
      allBlogPost(sort: [{ date: DESC }, { sourcePath: DESC }]) {
        nodes { id route mdx { internal { contentFilePath } } }
      }
      allTag { nodes { key route posts { id } } }
      allAuthor { nodes { key route posts { id } } }
    }
  `);
  if (result.errors || !result.data?.siteConfig) {
    reporter.panicOnBuild('createPages: the blog query failed', result.errors);
    return;
  }
  const { siteConfig, allBlogPost, allTag, allAuthor } = result.data;
  const { routeBasePath, postsPerPage } = siteConfig.blog;
  const routes = blogRoutes(routeBasePath);
  const posts = allBlogPost.nodes;

  // Files the pages show: avatars of authors with posts, posts' social-card images.
  const authorsWithPosts = new Set(allAuthor.nodes.filter((a) => a.posts.length).map((a) => a.key));
  for (const author of getNodesByType('Author') as AuthorNode[]) if (author.imageFile && authorsWithPosts.has(author.key)) publishAsset(author.imageFile);
  for (const post of getNodesByType('BlogPost') as BlogPostNode[]) if (post.imageFile) publishAsset(post.imageFile);

  for (const page of paginate(posts, postsPerPage, routes.list)) {
    actions.createPage({ path: page.permalink, component: template('blog-list'), context: listContext(page, postsPerPage) });
  }
  for (const post of posts) {
    actions.createPage({ path: post.route, component: `${template('blog-post')}?__contentFilePath=${post.mdx.internal.contentFilePath}`, context: mdxPageContext({ id: post.id }) });
  }

  actions.createPage({ path: routes.tags, component: template('blog-tags-list'), context: {} });
  for (const tag of allTag.nodes) {
    if (!tag.posts.length) {
      reporter.warn(`blog: tag "${tag.key}" is used by no post, so it has no page`);
      continue;
    }
    for (const page of paginate(tag.posts, postsPerPage, tag.route)) {
      actions.createPage({ path: page.permalink, component: template('blog-tag'), context: { key: tag.key, ...listContext(page, postsPerPage) } });
    }
  }

  actions.createPage({ path: routes.authors, component: template('blog-authors-list'), context: {} });
  for (const author of allAuthor.nodes) {
    if (!author.posts.length) {
      reporter.warn(`blog: author "${author.key}" has no post, so they have no page`);
      continue;
    }
    for (const page of paginate(author.posts, postsPerPage, author.route)) {
      actions.createPage({ path: page.permalink, component: template('blog-author'), context: { key: author.key, ...listContext(page, postsPerPage) } });
    }
  }

  actions.createPage({ path: routes.archive, component: template('blog-archive'), context: {} });
  for (const post of getNodesByType('BlogPost') as BlogPostNode[]) {
    if (!post.truncated) reporter.warn(`blog: ${post.sourcePath}: no truncate marker (${TRUNCATE_MARKER[post.format]}): list pages show the whole post`);
  }
}
