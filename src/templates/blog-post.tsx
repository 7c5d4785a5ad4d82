import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import type { BlogPostPageContext, BlogPostSummary } from '../content-model/blog';
import { useSiteConfig } from '../hooks/useSiteConfig';
import { filterToc, type MdxTocItem } from '../lib/toc';
import BlogLayout from '../theme/BlogLayout';
import PageActions from '../theme/PageActions';
import Paginator from '../theme/Paginator';
import ScrollableTables from '../theme/ScrollableTables';
import DiagramFullScreen from '../theme/DiagramFullScreen';
import BlogPostHeader from '../theme/BlogPostHeader';
import BlogTags from '../theme/BlogTags';
import Seo from '../theme/Seo';
import { TocDesktop, TocMobile } from '../theme/TableOfContents';
import * as styles from './blog.module.css';

export const query = graphql`
  query BlogPostPage($id: String!) {
    blogPost(id: { eq: $id }) {
      ...BlogPostSummaryFields
      keywords
      image
      newer {
        title
        route
      }
      older {
        title
        route
      }
      mdx {
        tableOfContents(maxDepth: 6)
      }
    }
  }
`;

type Props = PageProps<Queries.BlogPostPageQuery, BlogPostPageContext>;

/** A post: its MDX content (the page component) with header, table of contents, tags and neighbours. */
export default function BlogPostPage({ data, location, children }: Props) {
  const site = useSiteConfig();
  const node = data.blogPost!;
  // BlogPostSummaryFields asks for exactly BlogPostSummary's fields.
  const post = node as unknown as BlogPostSummary;
  const { newer, older } = node;
  const toc = filterToc((node.mdx.tableOfContents as { items?: MdxTocItem[] } | null)?.items, 2, 3);
  return (
    <BlogLayout activePath={location.pathname} aside={toc.length > 0 ? <TocDesktop entries={toc} /> : undefined}>
      <Seo title={post.title} description={post.description} pageType="blog-post-page" path={location.pathname}>
        <meta property="article:published_time" content={post.date} />
        {post.tags.map((tag) => (
          <meta key={tag.key} property="article:tag" content={tag.label} />
        ))}
        {node.keywords.length > 0 && <meta name="keywords" content={node.keywords.join(', ')} />}
        {node.image && <meta property="og:image" content={`${site.url}${node.image}`} />}
      </Seo>
      {/* itemprop="articleBody" also tells the feed writer (src/node/blog/feeds.ts) where the content is. */}
      {/* The search index (src/node/output/search) reads the title and the content, not the page actions, TOC or tags. */}
      <article itemScope itemType="https://schema.org/BlogPosting" data-pagefind-body="" data-pagefind-filter="version:all" data-pagefind-meta="section:Blog">
        <BlogPostHeader post={post} as="page" />
        <PageActions route={post.permalink} />
        <TocMobile entries={toc} />
        <div className="markdown" itemProp="articleBody" id="post-content">
          {children}
        </div>
        {post.tags.length > 0 && (
          <footer className={styles.postFooter} data-pagefind-ignore="all">
            <BlogTags tags={post.tags} />
          </footer>
        )}
      </article>
      <ScrollableTables containerId="post-content" />
      <DiagramFullScreen containerId="post-content" />
      <Paginator
        label="Blog post page navigation"
        previous={newer && { href: newer.route, label: newer.title, sub: 'Newer post' }}
        next={older && { href: older.route, label: older.title, sub: 'Older post' }}
      />
    </BlogLayout>
  );
}
