import type { SiteConfig } from '../../../content-model/site';

/** Where gatsby-plugin-sitemap writes its index (output "/"); robots.txt points here. */
export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';

/**
 * Routes that exist but must not be indexed. The plugin always drops /404, /404.html and
 * /dev-404-page; they are listed anyway so this list alone says what the sitemap leaves out.
 */
export const SITEMAP_EXCLUDES = ['/404', '/404.html', '/dev-404-page'];

/**
 * Options for gatsby-plugin-sitemap. The URL comes from the validated site config rather than
 * siteMetadata so a fixture site (SITE_CONFIG) gets its own. Entries carry only <loc>: Google
 * ignores changefreq and priority, and we have no honest lastmod for generated pages.
 */
export function sitemapPluginOptions(site: Pick<SiteConfig, 'url'>) {
  return {
    output: '/',
    createLinkInHead: true,
    excludes: SITEMAP_EXCLUDES,
    resolveSiteUrl: () => site.url,
    serialize: ({ path }: { path: string }) => ({ url: path }),
  };
}
