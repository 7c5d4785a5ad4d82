import React from 'react';
import { Helmet } from 'react-helmet';
import { useSiteConfig } from '../../hooks/useSiteConfig';

/** Docusaurus-compatible page-type markers, set as classes on <html>. */
export type PageType =
  | 'home'
  | 'mdx-page'
  | 'not-found'
  | 'docs-doc-page'
  | 'docs-tags-list-page'
  | 'docs-tags-doc-list-page'
  | 'blog-list-page'
  | 'blog-post-page'
  | 'blog-archive-page'
  | 'blog-tags-list-page'
  | 'blog-tags-post-list-page'
  | 'blog-authors-list-page'
  | 'blog-authors-posts-page'
  | 'releases-page'
  | 'release-page'
  | 'api-page';

export function formatTitle(pageTitle: string | undefined, siteTitle: string): string {
  return pageTitle && pageTitle !== siteTitle ? `${pageTitle} | ${siteTitle}` : siteTitle;
}

type Props = {
  title?: string;
  description?: string;
  pageType: PageType;
  /** Route of the page, for the canonical URL. */
  path: string;
  children?: React.ReactNode;
};

export default function Seo({ title, description, pageType, path, children }: Props) {
  const site = useSiteConfig();
  const fullTitle = formatTitle(title, site.title);
  const canonical = `${site.url}${path === '/' ? '' : path}`;
  return (
    <Helmet htmlAttributes={{ lang: site.locales.default, class: `page-type ${pageType}` }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? site.tagline} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description ?? site.tagline} />
      <meta property="og:type" content={pageType === 'blog-post-page' ? 'article' : 'website'} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:card" content="summary" />
      <link rel="canonical" href={canonical} />
      <link rel="icon" href={site.favicon} type="image/svg+xml" />
      {children}
    </Helmet>
  );
}
