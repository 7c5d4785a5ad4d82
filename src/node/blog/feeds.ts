import path from 'path';
import { blogRoutes } from '../../lib/blog-routes';
import { assetUrl } from '../assets';
import type { OutputContext } from '../content-type';
import type { SiteConfigNode } from '../content/node-types';
import type { AuthorNode, BlogPostNode, TagNode } from './node-types';
import { compareNewestFirst } from './load-posts';
import { siteFeed, writeFeeds } from '../feeds/feeds';
import { extractMarkedContent, forFeed } from '../feeds/html';

/** The attribute the post template puts on the element holding the article body. */
export const ARTICLE_BODY_ITEMPROP = 'articleBody';

/**
 * Writes the RSS, Atom and JSON feeds after the pages are built. Each post's content is
 * taken from its built page, so the feeds carry exactly what readers of the site see
 * (highlighted code, rendered diagrams, admonitions), with every URL made absolute.
 * `documents`: the post pages as the post-build pass parsed them (src/node/output/scan/scan-site.ts).
 */
export function writeBlogFeeds({ reporter, getNodesByType, publicDir, documents }: OutputContext): void {
  const config = (getNodesByType('SiteConfig') as SiteConfigNode[])[0].parsed;
  const posts = (getNodesByType('BlogPost') as BlogPostNode[]).sort(compareNewestFirst);
  const authors = new Map((getNodesByType('Author') as AuthorNode[]).map((a) => [a.key, a]));
  const tags = new Map((getNodesByType('Tag') as TagNode[]).map((t) => [t.key, t]));
  const routes = blogRoutes(config.blog.routeBasePath);
  const absolute = (route: string) => `${config.url}${route}`;
  const feed = siteFeed(config, { title: config.blog.title, description: config.blog.description, routes }, []);
  for (const post of posts) {
    const file = path.join(publicDir, post.route, 'index.html');
    const document = documents.get(`${post.route}/index.html`);
    if (!document) {
      reporter.panicOnBuild(`blog feeds: ${post.sourcePath}: its page ${path.relative(process.cwd(), file)} was not built`);
      return;
    }
    const url = absolute(post.route);
    const contentHtml = extractMarkedContent(document, ARTICLE_BODY_ITEMPROP, forFeed(url));
    if (contentHtml === null) {
      reporter.panicOnBuild(`blog feeds: ${path.relative(process.cwd(), file)} has no element with itemprop="${ARTICLE_BODY_ITEMPROP}" (the post template marks the article body with it)`);
      return;
    }
    feed.items.push({
      url,
      title: post.title,
      summary: post.description,
      contentHtml,
      date: post.date,
      authors: post.authors.map((key) => {
        const author = authors.get(key)!;
        return { name: author.name, url: author.url ?? absolute(author.route), avatar: author.imageUrl ? absolute(author.imageUrl) : null };
      }),
      tags: post.tags.map((key) => tags.get(key)!.label),
      image: post.imageFile ? absolute(assetUrl(post.imageFile)) : null,
    });
  }
  reporter.info(`blog feeds: ${writeFeeds(publicDir, feed, routes.feeds)}`);
}
