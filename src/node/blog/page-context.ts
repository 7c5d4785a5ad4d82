import type {
  AuthorRef,
  BlogArchivePageContext,
  BlogModel,
  BlogPostMeta,
  BlogPostPreview,
  BlogPostSummary,
  BlogSidebarData,
  PostLink,
  ResolvedAuthor,
} from '../../content-model/blog';
import type { BlogConfig } from '../../content-model/site';

/** Dates are formatted at build time, in UTC, so the server and the browser print the same text. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

export function authorRef(author: ResolvedAuthor): AuthorRef {
  const { key, name, title, url, imageUrl, permalink, socials } = author;
  return { key, name, title, url, imageUrl, permalink, socials };
}

export function postLink(post: BlogPostMeta): PostLink {
  return { title: post.title, permalink: post.permalink };
}

export function postSummary(post: BlogPostMeta, model: Pick<BlogModel, 'authors' | 'tags'>): BlogPostSummary {
  return {
    ...postLink(post),
    description: post.description,
    date: post.date,
    formattedDate: formatDate(post.date),
    readingTime: post.readingTime,
    // Keys were validated when the blog was loaded.
    authors: post.authors.map((key) => authorRef(model.authors.get(key)!)),
    tags: post.tags.map((key) => {
      const tag = model.tags.get(key)!;
      return { key, label: tag.label, permalink: tag.permalink };
    }),
  };
}

export function postPreview(post: BlogPostMeta, model: Pick<BlogModel, 'authors' | 'tags'>, excerptHtml: string): BlogPostPreview {
  return { ...postSummary(post, model), excerptHtml, truncated: post.truncated };
}

/** Groups items (already newest first) by the UTC year of their date, keeping the order. */
export function groupByYear<T extends { date: string }>(items: T[]): { year: string; items: T[] }[] {
  const groups: { year: string; items: T[] }[] = [];
  for (const item of items) {
    const year = item.date.slice(0, 4);
    const last = groups[groups.length - 1];
    if (last?.year === year) last.items.push(item);
    else groups.push({ year, items: [item] });
  }
  return groups;
}

/** The most recent posts (sidebarCount of them, or all), grouped by year. */
export function blogSidebar(posts: BlogPostMeta[], config: Pick<BlogConfig, 'sidebarCount' | 'sidebarTitle'>): BlogSidebarData {
  const recent = config.sidebarCount === 'ALL' ? posts : posts.slice(0, config.sidebarCount);
  return {
    title: config.sidebarTitle,
    groups: groupByYear(recent).map(({ year, items }) => ({ year, posts: items.map(postLink) })),
  };
}

export function blogArchive(posts: BlogPostMeta[]): BlogArchivePageContext['years'] {
  return groupByYear(posts).map(({ year, items }) => ({
    year,
    posts: items.map((post) => ({ ...postLink(post), date: post.date, formattedDate: formatDate(post.date) })),
  }));
}
