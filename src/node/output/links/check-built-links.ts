import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { LLMS_TXT_PATH } from '../twins/twin';
import { findBrokenLinks, formatBrokenLinks, markdownListLinks, type BrokenLink, type PageLinks } from './check-links';
import type { SiteConfig } from '../../../content-model/site';

/**
 * The checker reads built HTML; the author needs the line of the source. A link written as
 * the target (most are) is found by its text; one rewritten on the way (./other.mdx) is not,
 * and is reported with the file alone.
 */
function withSourceLine(link: BrokenLink): BrokenLink {
  const file = path.resolve(link.source);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return link;
  const index = fs.readFileSync(file, 'utf8').split('\n').findIndex((line) => line.includes(`(${link.target})`) || line.includes(`"${link.target}"`) || line.includes(`(${link.target} `));
  return index >= 0 ? { ...link, line: index + 1 } : link;
}

/**
 * Every internal link and anchor of the built site (public/), and every link of llms.txt to it,
 * must resolve. `pages`: the post-build pass's scan of each HTML file; `files`: every file of
 * public/ once the other post-build jobs have written theirs (feeds, twins, the search index);
 * `sources`: each page's source file by route, which a problem names.
 */
export function checkBuiltLinks(
  reporter: Reporter,
  { config, publicDir, pages: scans, files, sources }: { config: SiteConfig; publicDir: string; pages: Map<string, { ids: Set<string>; links: string[] }>; files: string[]; sources: Map<string, string> },
): void {
  const pages: PageLinks[] = [];
  const staticFiles = new Set<string>(files);
  for (const [rel, { ids, links }] of scans) {
    if (!rel.endsWith('/index.html')) continue;
    const route = rel.slice(0, -'/index.html'.length) || '/';
    if (route === '/404' || route.startsWith('/page-data')) continue;
    pages.push({ route, source: sources.get(route) ?? `page ${route}`, ids, links });
  }
  // llms.txt is read by programs that follow every link: each must reach a file of this build.
  const llms = path.join(publicDir, LLMS_TXT_PATH);
  if (fs.existsSync(llms)) pages.push({ route: LLMS_TXT_PATH, source: `public${LLMS_TXT_PATH} (src/node/output/twins/twins.ts)`, ids: new Set(), links: markdownListLinks(fs.readFileSync(llms, 'utf8'), config.url) });
  const configTargets = new Set<string>([
    ...config.navbar.items.flatMap((i) => ('to' in i && i.to ? [i.to] : [])),
    ...config.footer.links.flatMap((l) => ('items' in l ? l.items : [l]).flatMap((i) => (i.to ? [i.to] : []))),
  ]);
  const broken = findBrokenLinks(pages, staticFiles, configTargets, path.relative(process.cwd(), process.env.SITE_CONFIG ?? 'content/site-config.yaml')).map(withSourceLine);
  if (broken.length && config.onBrokenLinks === 'warn') reporter.warn(formatBrokenLinks(broken));
  else if (broken.length) reporter.panicOnBuild(formatBrokenLinks(broken));
  else reporter.info(`Link check: ${pages.length} pages, every internal link and anchor resolves`);
}
