import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { groupByLine, releaseRoutes } from '../lib/releases';
import Layout from '../theme/Layout';
import Link from '../theme/Link';
import ReleaseFeedLinks from '../theme/ReleaseFeedLinks';
import ReleaseMeta from '../theme/ReleaseMeta';
import Seo from '../theme/Seo';
import * as styles from './releases.module.css';

export const query = graphql`
  query ReleasesPage {
    siteConfig {
      title
      releases {
        routeBasePath
        title
        description
      }
    }
    # Sorted, so page-data is the same whatever order a warm build keeps the nodes in (the page orders them itself).
    allRelease(sort: { version: DESC }) {
      nodes {
        version
        title
        route
        summary
        ...ReleaseMetaFields
      }
    }
  }
`;

/** /releases: every release, newest first, grouped by the stable release it leads to. */
export default function ReleasesPage({ data, location }: PageProps<Queries.ReleasesPageQuery>) {
  const config = data.siteConfig!.releases!;
  const groups = groupByLine([...data.allRelease.nodes]);
  return (
    <Layout>
      <div className={styles.page}>
        <Seo title={config.title} description={config.description} pageType="releases-page" path={location.pathname} />
        <ReleaseFeedLinks routeBasePath={config.routeBasePath} title={`${data.siteConfig!.title} ${config.title}`} />
        <header className={styles.pageHeader}>
          <h1>{config.title}</h1>
          <p>{config.description}</p>
          {/* A file, not a page: a plain link, which the router does not try to prefetch. */}
          <a href={releaseRoutes(config.routeBasePath).feeds.rss}>RSS feed</a>
        </header>
        {groups.map((group) => (
          <section key={group.line} aria-labelledby={`line-${group.line}`}>
            <h2 id={`line-${group.line}`} className={styles.line}>
              {group.line}
            </h2>
            <ul className={styles.list}>
              {group.releases.map((release) => (
                <li key={release.version} className={styles.entry}>
                  <Link to={release.route} className={styles.entryTitle}>
                    {release.title}
                  </Link>
                  <ReleaseMeta release={release} />
                  <p className={styles.summary}>{release.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Layout>
  );
}
