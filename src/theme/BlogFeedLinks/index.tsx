import React from 'react';
import { Helmet } from 'react-helmet';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import { blogRoutes } from '../../lib/blog-routes';

/** <link rel="alternate"> to the blog's RSS, Atom and JSON feeds, for feed readers and browsers. */
export default function BlogFeedLinks() {
  const site = useSiteConfig();
  const { feeds } = blogRoutes(site.blog.routeBasePath);
  const title = `${site.title} ${site.blog.title}`;
  return (
    <Helmet>
      <link rel="alternate" type="application/rss+xml" href={feeds.rss} title={`${title} RSS Feed`} />
      <link rel="alternate" type="application/atom+xml" href={feeds.atom} title={`${title} Atom Feed`} />
      <link rel="alternate" type="application/feed+json" href={feeds.json} title={`${title} JSON Feed`} />
    </Helmet>
  );
}
