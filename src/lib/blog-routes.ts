/** Routes of the blog, shared by the build (page creation, feeds) and the pages (links in <head>). */

/** Page 1 of a paginated list lives at the list's own path; later pages at <base>/page/<n>. */
export function paginatedPath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}/page/${page}`;
}

export function blogRoutes(routeBasePath: string) {
  return {
    list: routeBasePath,
    archive: `${routeBasePath}/archive`,
    tags: `${routeBasePath}/tags`,
    authors: `${routeBasePath}/authors`,
    post: (slug: string) => `${routeBasePath}/${slug}`,
    tag: (permalink: string) => `${routeBasePath}/tags${permalink}`,
    author: (permalink: string) => `${routeBasePath}/authors${permalink}`,
    feeds: {
      rss: `${routeBasePath}/rss.xml`,
      atom: `${routeBasePath}/atom.xml`,
      json: `${routeBasePath}/feed.json`,
    },
  };
}

/** First path segments a post slug cannot take: the blog's own pages live there. */
export const RESERVED_BLOG_SEGMENTS = ['page', 'tags', 'authors', 'archive'] as const;
