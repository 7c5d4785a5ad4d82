import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import Layout from '../theme/Layout';
import Link from '../theme/Link';
import Paginator from '../theme/Paginator';
import ReleaseFeedLinks from '../theme/ReleaseFeedLinks';
import ReleaseMeta from '../theme/ReleaseMeta';
import Seo from '../theme/Seo';
import * as styles from './releases.module.css';

export const query = graphql`
  query ReleasePage($id: String!) {
    siteConfig {
      title
      releases {
        routeBasePath
        title
      }
    }
    release(id: { eq: $id }) {
      title
      summary
      dateIso: date
      ...ReleaseMetaFields
      docs {
        title
        route
      }
      mdx {
        html
      }
    }
  }
`;

type Context = { id: string; newer: string | null; older: string | null };

/** /releases/<version>: the release's changes (its Markdown as HTML), the docs they touch, its neighbours. */
export default function ReleasePage({ data, pageContext, location }: PageProps<Queries.ReleasePageQuery, Context>) {
  const release = data.release!;
  const site = data.siteConfig!;
  const config = site.releases!;
  const neighbour = (version: string | null, sub: string) => (version ? { href: `${config.routeBasePath}/${version}`, label: `${site.title} ${version}`, sub } : null);
  return (
    <Layout>
      <div className={styles.page}>
        <Seo title={release.title} description={release.summary} pageType="release-page" path={location.pathname}>
          {release.dateIso && <meta property="article:published_time" content={release.dateIso} />}
        </Seo>
        <ReleaseFeedLinks routeBasePath={config.routeBasePath} title={`${site.title} ${config.title}`} />
        {/* The search index reads the article; the feeds take the changes from itemprop="releaseNotes" (src/node/releases). */}
        <article data-pagefind-body="" data-pagefind-filter="version:all" data-pagefind-meta={`section:${config.title}`}>
          <header className={styles.pageHeader}>
            <h1>{release.title}</h1>
            <ReleaseMeta release={release} />
          </header>
          <p className={styles.lead}>{release.summary}</p>
          {/* HTML compiled at build time, as a doc's is: no component chunk per release. */}
          <div className="markdown" itemProp="releaseNotes" id="release-content" dangerouslySetInnerHTML={{ __html: release.mdx.html }} />
          {release.docs.length > 0 && (
            <section className={styles.docs} aria-labelledby="release-docs">
              <h2 id="release-docs">Docs for these changes</h2>
              <ul>
                {release.docs.map((doc) => (
                  <li key={doc.route}>
                    <Link to={doc.route}>{doc.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
        <p>
          <Link to={config.routeBasePath}>All releases</Link>
        </p>
        <Paginator label="Release navigation" previous={neighbour(pageContext.newer, 'Newer release')} next={neighbour(pageContext.older, 'Older release')} />
      </div>
    </Layout>
  );
}
