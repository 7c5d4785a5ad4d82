import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import type { DocPageContext } from '../content-model/doc-page';
import { filterToc, type MdxTocItem } from '../lib/toc';
import Breadcrumbs from '../theme/Breadcrumbs';
import CodeCopyButtons from '../theme/CodeCopyButtons';
import ScrollableTables from '../theme/ScrollableTables';
import DocFooter from '../theme/DocFooter';
import Paginator from '../theme/Paginator';
import DocSidebar from '../theme/DocSidebar';
import Layout from '../theme/Layout';
import Seo from '../theme/Seo';
import { TocDesktop, TocMobile } from '../theme/TableOfContents';
import * as styles from './doc.module.css';

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      tableOfContents(maxDepth: 6)
    }
  }
`;

type Props = PageProps<Queries.DocPageQuery, DocPageContext>;

export default function DocPage({ data, pageContext, location, children }: Props) {
  const toc = pageContext.hideTableOfContents
    ? []
    : filterToc((data.mdx?.tableOfContents as { items?: MdxTocItem[] } | null)?.items, pageContext.tocMinLevel, pageContext.tocMaxLevel);
  const sidebar = pageContext.sidebar;
  const activePath = location.pathname.replace(/\/$/, '');
  return (
    <Layout
      fullWidth
      docsVersion={pageContext.version}
      versionRoutes={pageContext.versionRoutes}
      secondaryMenu={sidebar ? (close) => <DocSidebar items={sidebar.items} activePath={activePath} variant="mobile" onNavigate={close} /> : undefined}
    >
      <Seo title={pageContext.title} description={pageContext.description ?? undefined} pageType="docs-doc-page" path={location.pathname} />
      <div className={styles.page}>
        {sidebar && (
          <aside className={`${styles.sidebar} desktop-only`} aria-label="Docs navigation">
            <DocSidebar items={sidebar.items} activePath={activePath} />
          </aside>
        )}
        <div className={styles.main}>
          <article className={styles.article}>
            <Breadcrumbs items={pageContext.breadcrumbs} />
            <TocMobile entries={toc} />
            <div className="markdown" id="doc-content">
              <header>
                <h1>{pageContext.title}</h1>
              </header>
              {children}
            </div>
            <CodeCopyButtons containerId="doc-content" />
            <ScrollableTables containerId="doc-content" />
            <DocFooter editUrl={pageContext.editUrl} lastUpdated={pageContext.lastUpdated} />
            <Paginator
              label="Docs pages"
              previous={pageContext.previous && { ...pageContext.previous, sub: 'Previous' }}
              next={pageContext.next && { ...pageContext.next, sub: 'Next' }}
            />
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
