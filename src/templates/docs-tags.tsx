import React from 'react';
import type { PageProps } from 'gatsby';
import type { DocsTagsPageContext } from '../content-model/doc-page';
import Layout from '../theme/Layout';
import Link from '../theme/Link';
import Seo from '../theme/Seo';

/** /docs/tags: every doc tag with the number of docs that carry it. */
export default function DocsTagsPage({ pageContext, location }: PageProps<object, DocsTagsPageContext>) {
  return (
    <Layout>
      <Seo title="Tags" pageType="docs-tags-list-page" path={location.pathname} description="Every tag used in the ServiceRadar documentation." />
      <div className="markdown">
        <h1>Tags</h1>
        {pageContext.tags.length === 0 ? (
          <p>No doc is tagged yet.</p>
        ) : (
          <ul>
            {pageContext.tags.map((tag) => (
              <li key={tag.name}>
                <Link to={tag.route}>{tag.name}</Link> ({tag.count})
              </li>
            ))}
          </ul>
        )}
      </div>
    </Layout>
  );
}
