import { graphql, useStaticQuery } from 'gatsby';
import type { ResolvedSiteConfig } from '../content-model/resolved-site';

/**
 * The validated site configuration, as gatsby-node stored it (build-time validated,
 * navbar doc links already resolved to routes).
 */
export function useSiteConfig(): ResolvedSiteConfig {
  const data = useStaticQuery<Queries.SiteConfigHookQuery>(graphql`
    query SiteConfigHook {
      siteConfig {
        data
      }
    }
  `);
  return data.siteConfig!.data as ResolvedSiteConfig;
}
