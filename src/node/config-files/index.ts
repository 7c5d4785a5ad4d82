import fs from 'fs';
import path from 'path';
import type { SiteConfig } from '../../content-model/site';
import { versionBasePath } from '../../lib/routes';
import { configSchemas, targetOf } from './check';
import { referenceDocId } from './schema-walk.cjs';

/**
 * ServiceRadar's config files: their schemas (content/config-schemas) check every config block of
 * the docs in the MDX check (./check.ts, from src/node/mdx-syntax.ts), and their reference pages are
 * docs that scripts/config-files-reference.mjs writes from them (content/docs/reference). This gives
 * the compile the link from a config block to its file's page.
 */
export function configReferenceLinks(site: SiteConfig): (lang: string | null | undefined, meta: string | null | undefined) => { name: string; href: string } | null {
  const hrefs = new Map<string, string | null>();
  const hrefOf = (name: string) => {
    if (!hrefs.has(name)) {
      const id = referenceDocId(name);
      // The first version (the newest) whose docs have the page.
      const version = site.docs.versions.find((v) => fs.existsSync(path.resolve(v.docs, `${id}.mdx`)));
      hrefs.set(name, version ? `${versionBasePath(site.docs.routeBasePath, version.name)}/${id}` : null);
    }
    return hrefs.get(name) ?? null;
  };
  // Read once: this runs for every code block of every compile, and which files have schemas does
  // not change while a process compiles (the MDX check reloads the schemas themselves when edited).
  let names: Set<string> | undefined;
  return (lang, meta) => {
    names ??= configSchemas().names;
    const target = targetOf(lang, meta, names);
    if (!target || 'problem' in target) return null;
    const href = hrefOf(target.name);
    return href ? { name: target.name, href } : null;
  };
}
