import React from 'react';
import type { PageProps } from 'gatsby';
import type { ApiPageContext } from '../content-model/api-spec';
import ApiMenu from '../theme/ApiMenu';
import ApiReferenceIsland from '../theme/ApiReferenceIsland';
import Layout from '../theme/Layout';
import Seo from '../theme/Seo';

type Props = PageProps<object, ApiPageContext>;

/**
 * The API reference: Redoc, server-rendered from the spec the build validated (page context),
 * hydrated only once the reader interacts with it (src/theme/ApiReferenceIsland).
 */
export default function ApiPage({ pageContext, location }: Props) {
  const summary = typeof pageContext.spec.info.summary === 'string' ? pageContext.spec.info.summary : undefined;
  return (
    <Layout fullWidth secondaryMenu={(close) => <ApiMenu items={pageContext.menu} onNavigate={close} />}>
      <Seo title="API" description={summary} pageType="api-page" path={location.pathname} />
      <ApiReferenceIsland context={pageContext} />
    </Layout>
  );
}
