import fs from 'fs';
import path from 'path';
import type { SiteConfig } from '../../../content-model/site';
import { SITEMAP_INDEX_PATH } from './sitemap';

/**
 * robots.txt for the built site. The Sitemap line must be absolute (robots.txt spec, RFC 9309
 * and sitemaps.org), so it is derived from the site URL of the config being built.
 */
export function robotsTxt(site: Pick<SiteConfig, 'url'>): string {
  const sitemap = new URL(SITEMAP_INDEX_PATH, site.url).href;
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemap}`, ''].join('\n');
}

export function writeRobotsTxt(site: Pick<SiteConfig, 'url'>, publicDir = path.resolve('public')): string {
  const file = path.join(publicDir, 'robots.txt');
  fs.writeFileSync(file, robotsTxt(site));
  return file;
}
