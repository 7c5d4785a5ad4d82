import React from 'react';
import type { PageProps } from 'gatsby';
import type { DocsTagPageContext } from '../content-model/doc-page';
import Layout from '../theme/Layout';
import Link from '../theme/Link';
import Seo from '../theme/Seo';

/** /docs/tags/<tag>: the docs carrying one tag. */
export default function DocsTagPage({ pageContext, location }: PageProps<object, DocsTagPageContext>) {
  const { tag, docs, allTagsRoute } = pageContext;
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
