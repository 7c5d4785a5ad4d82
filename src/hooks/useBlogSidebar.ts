import { graphql, useStaticQuery } from 'gatsby';
import type { BlogSidebarData } from '../content-model/blog';
import { groupByYear } from '../lib/group-by-year';

/**
 * The blog sidebar: the most recent posts (blog.sidebarCount of them, or all), grouped by
 * year. A static query, loaded once for every blog page rather than carried by each one.
 */
export function useBlogSidebar(): BlogSidebarData {
  const data = useStaticQuery<Queries.BlogSidebarHookQuery>(graphql`
    query BlogSidebarHook {
      siteConfig {
        blog {
          sidebarCount
          sidebarTitle
        }
      }
      allBlogPost(sort: [{ date: DESC }, { sourcePath: DESC }]) {
        nodes {
          title
          route
          date
        }
      }
    }
  `);
  const blog = data.siteConfig?.blog;
  const count = blog?.sidebarCount;
  const recent = count === null || count === undefined ? data.allBlogPost.nodes : data.allBlogPost.nodes.slice(0, count);
  const groups = groupByYear(recent).map(({ year, items }) => ({ year, posts: items.map((p) => ({ title: p.title, permalink: p.route })) }));
  return { title: blog?.sidebarTitle ?? '', groups };
}
