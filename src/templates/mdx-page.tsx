import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import Layout from '../theme/Layout';
import Seo from '../theme/Seo';

export const query = graphql`
  query MdxPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
      }
    }
  }
`;

/** A standalone Markdown page from content/pages/. */
export default function MdxPage({ data, location, children }: PageProps<Queries.MdxPageQuery>) {
  const fm = data.mdx?.frontmatter;
  return (
    <Layout>
      <Seo title={fm?.title ?? undefined} description={fm?.description ?? undefined} pageType="mdx-page" path={location.pathname} />
      <div className="markdown">{children}</div>
    </Layout>
  );
}
