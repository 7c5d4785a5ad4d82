import { paginatedPath } from '../../lib/blog-routes';

export type Page<T> = {
  items: T[];
  page: number;
  totalPages: number;
  permalink: string;
  /** The page before (newer posts). */
  previous: string | null;
  /** The page after (older posts). */
  next: string | null;
};

/** Splits a list into pages at <base>, <base>/page/2, …; an empty list still has its first page. */
export function paginate<T>(items: T[], perPage: number, basePath: string): Page<T>[] {
  if (!Number.isInteger(perPage) || perPage < 1) throw new Error(`postsPerPage must be a positive integer, got ${perPage}`);
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  return Array.from({ length: totalPages }, (_, i) => {
    const page = i + 1;
    return {
      items: items.slice(i * perPage, page * perPage),
      page,
      totalPages,
      permalink: paginatedPath(basePath, page),
      previous: page > 1 ? paginatedPath(basePath, page - 1) : null,
      next: page < totalPages ? paginatedPath(basePath, page + 1) : null,
    };
  });
}
