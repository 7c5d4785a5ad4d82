import React from 'react';
import type { PageProps } from 'gatsby';
import Layout from '../theme/Layout';
import Link from '../theme/Link';
import Seo from '../theme/Seo';

export default function NotFoundPage({ location }: PageProps) {
  return (
    <Layout>
      <Seo title="Page Not Found" pageType="not-found" path={location.pathname} />
      <div className="markdown">
        <h1>Page Not Found</h1>
        <p>We could not find what you were looking for.</p>
        <p>
          The page may have moved. Start again from the <Link to="/docs/intro">documentation</Link>, the <Link to="/blog">blog</Link> or the{' '}
          <Link to="/">home page</Link>.
        </p>
      </div>
    </Layout>
  );
}
