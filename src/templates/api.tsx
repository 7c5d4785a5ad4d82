import React, { useState } from 'react';
import type { PageProps } from 'gatsby';
import type { ApiPageContext } from '../content-model/api-spec';
import ApiMenu from '../theme/ApiMenu';
import ApiReference from '../theme/ApiReference';
import { createApiStore } from '../theme/ApiReference/store';
import Layout from '../theme/Layout';
import Seo from '../theme/Seo';

type Props = PageProps<object, ApiPageContext>;

/** The API reference: Redoc, server-rendered from the spec the build validated (page context). */
export default function ApiPage({ pageContext, location }: Props) {
  // One store per visit, built from the same JSON on the server and in the browser.
  const [store] = useState(() => createApiStore(pageContext));
  const summary = typeof pageContext.spec.info.summary === 'string' ? pageContext.spec.info.summary : undefined;
  return (
    <Layout fullWidth secondaryMenu={(close) => <ApiMenu items={store.menu.items} onNavigate={close} />}>
      <Seo title="API" description={summary} pageType="api-page" path={location.pathname} />
      <ApiReference store={store} specBaseUrl={pageContext.specBaseUrl} codeSamples={pageContext.codeSamples} />
    </Layout>
  );
}
