import type { CreateWebpackConfigArgs } from 'gatsby';
import { loadSiteConfig } from '../site/config';
import { browserBundlesForRenderer } from '../../gatsby-internals/html-freshness';

/** What gatsby-ssr.tsx needs from the site config for every page's <html> and <body>. */
export type SsrSite = {
  lang: string;
  defaultMode: 'light' | 'dark';
  announcementId: string | undefined;
  /** A digest of the browser bundles, so the renderer changes when they do (src/gatsby-internals/html-freshness.ts). */
  browserBundles: string;
};

/**
 * The HTML renderer gets these values compiled in (as `__SSR_SITE__`) instead of reading the
 * site config while it renders. Gatsby tracks `fs` calls made during rendering ("Unsafe builtin
 * usage") and then renders every page again on every build, even when nothing changed. Values
 * compiled in are part of the renderer's hash: a change to them re-renders every page, as it must.
 */
export function ssrSiteValues({ stage, actions, plugins }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-html' && stage !== 'develop-html') return;
  const site = loadSiteConfig();
  const values: SsrSite = {
    lang: site.locales.default,
    defaultMode: site.colorMode.defaultMode,
    announcementId: site.announcementBar?.id,
    browserBundles: browserBundlesForRenderer(stage),
  };
  actions.setWebpackConfig({ plugins: [plugins.define({ __SSR_SITE__: JSON.stringify(values) })] });
}
