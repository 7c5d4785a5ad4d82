import fs from 'fs';
import path from 'path';
import { z } from 'zod';
import {
  AuthorSchema,
  BLOG_KEY,
  SOCIAL_PLATFORMS,
  TagSchema,
  type BlogPostMeta,
  type ResolvedAuthor,
  type ResolvedTag,
  type SocialLink,
  type SocialPlatform,
} from '../../content-model/blog';
import { blogRoutes } from '../../lib/blog-routes';
import { ValidationError, zodProblems } from '../../lib/validation-error';
import { assetUrl, imageFileProblem } from '../assets';
import { sourcePathOf } from '../content/sources';
import { readYamlFile } from '../site/config';

type Loaded<T> = { items: Map<string, T>; problems: string[] };

function duplicatePermalinks(entries: [string, { permalink: string }][], file: string, kind: string, field: string): string[] {
  const seen = new Map<string, string>();
  return entries.flatMap(([key, { permalink }]) => {
    const other = seen.get(permalink);
    seen.set(permalink, other ?? key);
    return other ? [`${file}: ${key}.${field}: "${permalink}" is also the permalink of ${kind} "${other}" (each ${kind} needs its own page)`] : [];
  });
}

function socialLinks(socials: Partial<Record<SocialPlatform, string>>): SocialLink[] {
  return (Object.entries(socials) as [SocialPlatform, string | undefined][]).flatMap(([platform, value]) =>
    value ? [{ platform, label: SOCIAL_PLATFORMS[platform].label, url: value.startsWith('https://') ? value : SOCIAL_PLATFORMS[platform].url(value) }] : [],
  );
}

/**
 * A YAML file of the blog as key: entry pairs (a missing file is an empty one). Each entry is
 * validated on its own, so one bad entry does not hide the problems of the others (a missing
 * avatar file, a permalink used twice).
 */
function readEntries<T extends z.ZodTypeAny>(file: string, schema: T): { where: string; entries: [string, z.infer<T>][]; problems: string[] } {
  const where = sourcePathOf(file);
  let raw: unknown = {};
  try {
    if (fs.existsSync(file)) raw = readYamlFile(file) ?? {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { where, entries: [], problems: error.problems.map((p) => `${error.file}: ${p}`) };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { where, entries: [], problems: [`${where}: expected key: value entries (a key per line, its fields indented below)`] };
  }
  const entries: [string, z.infer<T>][] = [];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (!BLOG_KEY.test(key)) problems.push(`${where}: ${key}: use lowercase letters, digits and dashes for the key`);
    const parsed = schema.safeParse(value);
    if (parsed.success) entries.push([key, parsed.data]);
    else problems.push(...zodProblems(parsed.error, [key]).map((p) => `${where}: ${p}`));
  }
  return { where, entries, problems };
}

/** content/blog/authors.yaml: key -> name, title, url, image (a local file), page permalink, socials. */
export function loadAuthors(file: string, routeBase: string): Loaded<ResolvedAuthor> {
  const { where, entries, problems } = readEntries(file, AuthorSchema);
  const items = new Map<string, ResolvedAuthor>();
  for (const [key, author] of entries) {
    const imageFile = author.image ? path.resolve(path.dirname(file), author.image) : null;
    const imageProblem = imageFile && imageFileProblem(imageFile);
    if (imageProblem) problems.push(`${where}: ${key}.image: ${imageProblem}`);
    items.set(key, {
      key,
      name: author.name,
      title: author.title ?? null,
      url: author.url ?? null,
      imageFile,
      imageUrl: imageFile && fs.existsSync(imageFile) ? assetUrl(imageFile) : null,
      permalink: blogRoutes(routeBase).author(author.page.permalink),
      socials: socialLinks(author.socials),
    });
  }
  problems.push(...duplicatePermalinks(entries.map(([k, a]) => [k, a.page]), where, 'author', 'page.permalink'));
  return { items, problems };
}

/** content/blog/tags.yaml: key -> label, permalink, description. */
export function loadTags(file: string, routeBase: string): Loaded<ResolvedTag> {
  const { where, entries, problems } = readEntries(file, TagSchema);
  const items = new Map<string, ResolvedTag>(
    entries.map(([key, tag]) => [
      key,
      { key, label: tag.label, description: tag.description, permalink: blogRoutes(routeBase).tag(tag.permalink) },
    ]),
  );
  problems.push(...duplicatePermalinks(entries, where, 'tag', 'permalink'));
  return { items, problems };
}

/** Every author and tag key of every post must be defined; the message lists the valid keys. */
export function checkReferences(
  posts: Pick<BlogPostMeta, 'authors' | 'tags' | 'sourcePath'>[],
  authors: Map<string, unknown>,
  tags: Map<string, unknown>,
  files: { authors: string; tags: string },
): string[] {
  const valid = (keys: Map<string, unknown>, file: string) =>
    keys.size ? `defined in ${sourcePathOf(file)}: ${[...keys.keys()].sort().join(', ')}` : `${sourcePathOf(file)} defines none`;
  return posts.flatMap((post) => {
    const check = (field: 'authors' | 'tags', keys: Map<string, unknown>, file: string, kind: string) =>
      post[field].flatMap((key, index) => {
        if (post[field].indexOf(key) !== index) return [`${post.sourcePath}: frontmatter ${field}[${index}]: ${kind} "${key}" is listed twice`];
        return keys.has(key) ? [] : [`${post.sourcePath}: frontmatter ${field}[${index}]: unknown ${kind} "${key}" (${valid(keys, file)})`];
      });
    return [...check('authors', authors, files.authors, 'author'), ...check('tags', tags, files.tags, 'tag')];
  });
}
