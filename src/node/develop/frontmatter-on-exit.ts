import fs from 'fs';
import path from 'path';
import type { SiteConfig } from '../../content-model/site';
import { ValidationError } from '../../lib/validation-error';
import { isPostPath } from '../blog/load-posts';
import { isDocPath } from '../docs/load-docs';
import { readFrontmatter } from '../frontmatter';

function markdownFiles(root: string, keep: (relativePath: string) => boolean): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[]).filter((rel) => keep(rel)).map((rel) => path.join(root, rel));
}

/** Every doc and post whose frontmatter does not parse as YAML, each with its line. */
export function unreadableFrontmatter(config: SiteConfig): string[] {
  const files = [
    ...config.docs.versions.flatMap((v) => markdownFiles(path.resolve(v.docs), isDocPath)),
    ...markdownFiles(path.resolve(config.blog.path), isPostPath),
  ];
  return files.flatMap((file) => {
    try {
      readFrontmatter(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
      return [];
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return error.lines();
    }
  });
}

/**
 * `gatsby build` stops at the first doc or post whose frontmatter is not YAML: gatsby-plugin-mdx
 * reads the file before onCreateNode does (src/node/on-create-node.ts, which would report it
 * with the others), throws, and Gatsby exits naming neither the file nor the line. When a
 * build ends with an error, this names every such file with its line. The files are read
 * again only then, on the way out of a failed build.
 */
export function explainUnreadableFrontmatterOnFailure(config: SiteConfig): void {
  process.once('exit', (code) => {
    if (code === 0) return;
    const problems = unreadableFrontmatter(config);
    if (problems.length) {
      process.stderr.write(`\nFrontmatter that is not YAML in ${problems.length} place(s) (gatsby-plugin-mdx stops the build at the first file):\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
    }
  });
}
