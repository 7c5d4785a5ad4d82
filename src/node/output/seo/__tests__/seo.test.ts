/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { robotsTxt, writeRobotsTxt } from '../robots';
import { SITEMAP_EXCLUDES, sitemapPluginOptions } from '../sitemap';

describe('robots.txt', () => {
  it('allows everything and names the sitemap index by its absolute URL', () => {
    expect(robotsTxt({ url: 'https://docs.serviceradar.cloud' })).toMatchInlineSnapshot(`
      "User-agent: *
      Allow: /

      Sitemap: https://docs.serviceradar.cloud/sitemap-index.xml
      "
    `);
  });

  it('follows the configured URL, with or without a trailing slash', () => {
    expect(robotsTxt({ url: 'https://docs.example.com/' })).toContain('Sitemap: https://docs.example.com/sitemap-index.xml\n');
    expect(robotsTxt({ url: 'http://localhost:9000' })).toContain('Sitemap: http://localhost:9000/sitemap-index.xml\n');
  });

  it('is written into the public directory', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-robots-'));
    const file = writeRobotsTxt({ url: 'https://docs.example.com' }, dir);
    expect(file).toBe(path.join(dir, 'robots.txt'));
    expect(fs.readFileSync(file, 'utf8')).toBe(robotsTxt({ url: 'https://docs.example.com' }));
    fs.rmSync(dir, { recursive: true });
  });
});

describe('sitemap plugin options', () => {
  const options = sitemapPluginOptions({ url: 'https://docs.example.com' });

  it('takes the site URL from the site config, not siteMetadata', () => {
    expect(options.resolveSiteUrl()).toBe('https://docs.example.com');
  });

  it('leaves out the not-found pages', () => {
    expect(SITEMAP_EXCLUDES).toEqual(expect.arrayContaining(['/404', '/404.html']));
    expect(options.excludes).toBe(SITEMAP_EXCLUDES);
  });

  it('keeps the route exactly as built (no trailing slash added) and only <loc>', () => {
    expect(options.serialize({ path: '/docs/intro' })).toEqual({ url: '/docs/intro' });
  });
});
