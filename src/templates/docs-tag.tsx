import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import Layout from '../theme/Layout';
import Link from '../theme/Link';
import Seo from '../theme/Seo';

export const query = graphql`
  query DocsTagPage($tag: String!, $version: String!) {
    allDoc(filter: { version: { eq: $version }, tags: { eq: $tag } }, sort: { sourcePath: ASC }) {
      nodes {
        title
        description
        route
      }
    }
  }
`;

type Context = { tag: string; allTagsRoute: string };

/** /docs/tags/<tag>: the docs carrying one tag. */
export default function DocsTagPage({ data, pageContext, location }: PageProps<Queries.DocsTagPageQuery, Context>) {
  const { tag, allTagsRoute } = pageContext;
  const docs = data.allDoc.nodes;
  const heading = `${docs.length} doc${docs.length === 1 ? '' : 's'} tagged with "${tag}"`;
  return (
    <Layout>
      <Seo title={`Docs tagged "${tag}"`} pageType="docs-tags-doc-list-page" path={location.pathname} />
      <div className="markdown">
        <h1>{heading}</h1>
        <p>
          <Link to={allTagsRoute}>View all tags</Link>
        </p>
        <ul>
          {docs.map((doc) => (
            <li key={doc.route}>
              <Link to={doc.route}>{doc.title}</Link>
              {doc.description && <p>{doc.description}</p>}
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}
