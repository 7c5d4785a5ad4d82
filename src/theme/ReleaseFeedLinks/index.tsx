import React from 'react';
import { Helmet } from 'react-helmet';
import { releaseRoutes } from '../../lib/releases';

/** <link rel="alternate"> to the releases' RSS, Atom and JSON feeds, for feed readers and browsers. */
export default function ReleaseFeedLinks({ routeBasePath, title }: { routeBasePath: string; title: string }) {
  const { feeds } = releaseRoutes(routeBasePath);
  return (
    <Helmet>
      <link rel="alternate" type="application/rss+xml" href={feeds.rss} title={`${title} RSS Feed`} />
      <link rel="alternate" type="application/atom+xml" href={feeds.atom} title={`${title} Atom Feed`} />
      <link rel="alternate" type="application/feed+json" href={feeds.json} title={`${title} JSON Feed`} />
    </Helmet>
  );
}
