import fs from 'fs';
import path from 'path';
import YAML from 'yaml';
import { SiteConfigSchema, type SiteConfig } from '../../content-model/site';
import { ValidationError, toValidationError } from '../../lib/validation-error';

/**
 * The site config is read two ways, each for its own use. What Gatsby decides when it starts
 * (what is sourced, docs versions and route bases, compile options, webpack values) comes from
 * the file through loadSiteConfig(), read once per process: changing it needs a restart of
 * develop, as gatsby-config.ts does. Everything a page or an output shows comes from the
 * SiteConfig node (src/node/site/index.ts), so develop shows an edit of it at once.
 */
const cache: { file?: string; config?: SiteConfig } = {};

/** SITE_CONFIG lets test fixtures build the same site with another configuration. */
export function siteConfigPath(): string {
  return path.resolve(process.env.SITE_CONFIG ?? 'content/site-config.yaml');
}

/** Reads a YAML file; a syntax error names the file, line and column. */
export function readYamlFile(file: string): unknown {
  const text = fs.readFileSync(file, 'utf8');
  const doc = YAML.parseDocument(text, { prettyErrors: true });
  if (doc.errors.length > 0) {
    throw new ValidationError(
      path.relative(process.cwd(), file),
      // The yaml package's message repeats the position ("... at line 8, column 13:"); say it once.
      doc.errors.map((e) => `YAML syntax error at line ${e.linePos?.[0].line ?? '?'}, column ${e.linePos?.[0].col ?? '?'}: ${e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`),
    );
  }
  return doc.toJS();
}

export function parseSiteConfig(raw: unknown, file: string): SiteConfig {
  const result = SiteConfigSchema.safeParse(raw);
  if (!result.success) throw toValidationError(file, result.error, 'site config');
  return result.data;
}

export function loadSiteConfig(file = siteConfigPath()): SiteConfig {
  if (cache.file !== file || !cache.config) {
    cache.config = parseSiteConfig(readYamlFile(file), path.relative(process.cwd(), file));
    cache.file = file;
  }
  return cache.config;
}
