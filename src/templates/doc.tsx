import React from 'react';
import { graphql, Slice, type PageProps } from 'gatsby';
import type { DocPageContext } from '../content-model/doc-page';
import { filterToc, type MdxTocItem } from '../lib/toc';
import Breadcrumbs from '../theme/Breadcrumbs';
import CodeCopyButtons from '../theme/CodeCopyButtons';
import DiagramLoader from '../theme/DiagramLoader';
import DiagramFullScreen from '../theme/DiagramFullScreen';
import ScrollableTables from '../theme/ScrollableTables';
import DocFooter from '../theme/DocFooter';
import PageActions from '../theme/PageActions';
import Paginator from '../theme/Paginator';
import Layout from '../theme/Layout';
import Seo from '../theme/Seo';
import VersionBanner from '../theme/VersionBanner';
import PageFeedback from '../theme/PageFeedback';
import { TocDesktop, TocMobile } from '../theme/TableOfContents';
import * as styles from './doc.module.css';

export const query = graphql`
  query DocPage($id: String!) {
    doc(id: { eq: $id }) {
      title
      route
      description
      version
      versionLabel
      lastUpdated
      lastUpdatedText: lastUpdated(formatString: "MMM D, YYYY")
      editUrl
      tocMinLevel
      tocMaxLevel
      hideTableOfContents
      versionRoutes {
        version
        route
      }
      mdx {
        html
        toc
      }
    }
  }
`;

type Props = PageProps<Queries.DocPageQuery, DocPageContext>;

const pageLink = (link: { label: string; href: string } | null, sub: string) => (link?.href ? { label: link.label, href: link.href, sub } : null);

/**
 * A doc: its content (HTML compiled from its MDX at build time), the sidebar slice, breadcrumbs,
 * TOC and neighbours. Its place in the sidebars comes with the page (src/node/create-pages.ts).
 */
export default function DocPage({ data, location, pageContext: place }: Props) {
  const doc = data.doc!;
  const toc = doc.hideTableOfContents ? [] : filterToc((doc.mdx.toc as { items?: MdxTocItem[] } | null)?.items, doc.tocMinLevel, doc.tocMaxLevel);
  const activePath = location.pathname.replace(/\/$/, '');
  // The sidebar slice is told the current page in the browser only. Gatsby renders a slice once
  // per set of props, so the build renders each sidebar once, for all its pages, and the
  // post-build pass marks the current page in each copy as this render does (src/lib/sidebar-current.ts).
  const current = typeof window === 'undefined' ? undefined : activePath;
  const versionLabel = doc.versionLabel;
  const versionRoutes = Object.fromEntries(doc.versionRoutes.map((v) => [v.version, v.route]));
  return (
    <Layout
      fullWidth
      docsVersion={doc.version}
      versionRoutes={versionRoutes}
      secondaryMenu={place.sidebarId ? () => <Slice alias="docs-sidebar" allowEmpty activePath={current} variant="mobile" /> : undefined}
    >
      <Seo title={doc.title} description={doc.description ?? undefined} pageType="docs-doc-page" path={location.pathname} />
      <div className={styles.page}>
        {place.sidebarId && (
          <aside className={`${styles.sidebar} desktop-only`} aria-label="Docs navigation">
            <Slice alias="docs-sidebar" allowEmpty activePath={current} />
          </aside>
        )}
        <div className={toc.length > 0 ? `${styles.main} ${styles.withToc}` : styles.main}>
          <article className={styles.article}>
            <VersionBanner version={doc.version} versionRoutes={versionRoutes} />
            <Breadcrumbs items={place.breadcrumbs.map((b) => ({ label: b.label, href: b.href ?? undefined }))} />
            <TocMobile entries={toc} />
            {/* What the search index reads (src/node/output/search): the doc's content, filtered by its docs version. */}
            <div className="markdown" id="doc-content" data-pagefind-body="" data-pagefind-filter={`version:${doc.version}`} data-pagefind-meta="section:Docs">
              <header>
                <h1>{doc.title}</h1>
                <PageActions route={doc.route} />
              </header>
              {/* Compiled at build time (src/node/docs/doc-html.ts); React leaves its inside alone. */}
              <div className={styles.content} dangerouslySetInnerHTML={{ __html: doc.mdx.html }} />
            </div>
            <DiagramLoader containerId="doc-content" content={doc.mdx.html} />
            <CodeCopyButtons containerId="doc-content" content={doc.mdx.html} />
            <DiagramFullScreen containerId="doc-content" content={doc.mdx.html} />
            <ScrollableTables containerId="doc-content" content={doc.mdx.html} />
            <PageFeedback title={doc.title} route={doc.route} version={versionLabel} />
            <DocFooter editUrl={doc.editUrl} lastUpdated={doc.lastUpdated} lastUpdatedText={doc.lastUpdatedText} />
            <Paginator label="Docs pages" previous={pageLink(place.previous, 'Previous')} next={pageLink(place.next, 'Next')} />
          </article>
          {toc.length > 0 && (
            <div className={styles.toc}>
              <TocDesktop entries={toc} />
            </div>
          )}
        </div>
      </div>
    </Layout>
  );
}
