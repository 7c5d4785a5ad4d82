import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import Layout from '../theme/Layout';
import Link from '../theme/Link';
import Seo from '../theme/Seo';

export const query = graphql`
  query DocsTagsPage($version: String!) {
    allDoc(filter: { version: { eq: $version } }) {
      group(field: { tags: SELECT }) {
        fieldValue
        totalCount
      }
    }
  }
`;

/** /docs/tags: every doc tag with the number of docs that carry it. */
export default function DocsTagsPage({ data, pageContext, location }: PageProps<Queries.DocsTagsPageQuery, { tagsRoute: string }>) {
  const tags = [...data.allDoc.group].sort((a, b) => (a.fieldValue ?? '').localeCompare(b.fieldValue ?? ''));
  return (
    <Layout>
      <Seo title="Tags" pageType="docs-tags-list-page" path={location.pathname} description="Every tag used in the ServiceRadar documentation." />
      <div className="markdown">
        <h1>Tags</h1>
        {tags.length === 0 ? (
          <p>No doc is tagged yet.</p>
        ) : (
          <ul>
            {tags.map((tag) => (
              <li key={tag.fieldValue}>
                <Link to={`${pageContext.tagsRoute}/${tag.fieldValue}`}>{tag.fieldValue}</Link> ({tag.totalCount})
              </li>
            ))}
          </ul>
        )}
      </div>
    </Layout>
  );
}
