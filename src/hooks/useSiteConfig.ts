import { graphql, useStaticQuery } from 'gatsby';
import type { ResolvedSiteConfig } from '../content-model/resolved-site';

/** GraphQL's nulls become absent fields, and version routes a map: the shape components were written for. */
function fromGraphql(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromGraphql);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, v]) => {
      if (v === null) return [];
      if (key === 'toByVersion') return [[key, Object.fromEntries((v as { version: string; route: string }[]).map((r) => [r.version, r.route]))]];
      return [[key, fromGraphql(v)]];
    }),
  );
}

/**
 * One conversion per static-query result: 15 components call this hook on every render, and the
 * result object is replaced (not mutated) when develop re-runs the query, so it keys the cache.
 */
const converted = new WeakMap<object, ResolvedSiteConfig>();

/**
 * The validated site configuration from the SiteConfig node (navbar doc links already
 * resolved to routes). A static query: loaded once, re-run by `gatsby develop` when
 * content/site-config.yaml, a doc title or a sidebar changes.
 */
export function useSiteConfig(): ResolvedSiteConfig {
  const data = useStaticQuery<Queries.SiteConfigHookQuery>(graphql`
    fragment NavbarItemFields on NavbarItem {
      type
      label
      to
      href
      position
      value
      activeBase
      toByVersion {
        version
        route
      }
    }
    fragment FooterLinkFields on FooterLink {
      label
      to
      href
    }
    query SiteConfigHook {
      siteConfig {
        title
        tagline
        url
        favicon
        onBrokenLinks
        repository {
          url
          editBranch
          contentPath
        }
        logo {
          src
          alt
        }
        locales {
          default
          items {
            code
            label
            url
          }
        }
        colorMode {
          defaultMode
          disableSwitch
          respectPrefersColorScheme
        }
        prism {
          theme
          darkTheme
        }
        mermaid {
          theme
          darkTheme
        }
        docs {
          routeBasePath
          breadcrumbs
        }
        blog {
          routeBasePath
          title
          description
          postsPerPage
          sidebarCount
          sidebarTitle
        }
        announcementBar {
          id
          content
          backgroundColor
          textColor
          isCloseable
        }
        navbar {
          title
          hideOnScroll
          items {
            ...NavbarItemFields
            items {
              ...NavbarItemFields
            }
          }
        }
        footer {
          style
          logo {
            src
            alt
            href
          }
          columns {
            title
            items {
              ...FooterLinkFields
            }
          }
          links {
            ...FooterLinkFields
          }
          copyright
        }
        versions {
          name
          label
          path
          mainDocPath
          banner
          latest
        }
      }
    }
  `);
  if (!data.siteConfig) throw new Error('No SiteConfig node: the site config file failed to load (see the terminal)');
  let config = converted.get(data.siteConfig);
  if (!config) {
    config = fromGraphql(data.siteConfig) as ResolvedSiteConfig;
    converted.set(data.siteConfig, config);
  }
  return config;
}
