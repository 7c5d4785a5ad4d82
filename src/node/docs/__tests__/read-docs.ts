import fs from 'fs';
import path from 'path';
import type { DocMeta } from '../../../content-model/doc';
import type { DocsVersion } from '../../../content-model/site';
import { ValidationError } from '../../../lib/validation-error';
import { duplicateDocRoutes, readDocFile } from '../load-docs';

/*
 * Every doc of a version read from disk with the build's per-file reader, for tests that check
 * the site's content. The build never reads a folder like this: each file becomes its Doc node
 * in onCreateNode, and createPages checks what lies between files.
 */

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('_') ? [] : walk(full);
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [full] : [];
  });
}

export type DocsRead = {
  docs: DocMeta[];
  /** Ids of the files that failed validation: still known, so a sidebar naming one is not a second error. */
  failedIds: string[];
  /** Their files: the MDX check reads them too, so one build reports a file's every problem. */
  failedFiles: string[];
  problems: string[];
};

/**
 * Reads every doc of a version and validates its frontmatter. All files' problems
 * are collected before failing, so one build reports every broken file.
 */
function readDocs(version: DocsVersion, routeBase: string, opts: { includeDrafts: boolean }): DocsRead {
  const root = path.resolve(version.docs);
  const field = `site config docs.versions (${version.name}).docs`;
  if (!fs.existsSync(root)) throw new ValidationError(version.docs, [`${field}: docs folder of version "${version.name}" does not exist`]);
  const files = walk(root);
  if (files.length === 0) {
    throw new ValidationError(version.docs, [`${field}: docs folder of version "${version.name}" contains no .md or .mdx files (add a doc or point the version at another folder)`]);
  }
  const problems: string[] = [];
  const failedIds: string[] = [];
  const failedFiles: string[] = [];
  const docs: DocMeta[] = [];
  for (const absolutePath of files.sort()) {
    const read = readDocFile(absolutePath, fs.readFileSync(absolutePath, 'utf8'), version, routeBase);
    problems.push(...read.problems);
    if (!read.doc) {
      failedIds.push(read.id);
      failedFiles.push(absolutePath);
    }
    else if (opts.includeDrafts || !read.doc.frontmatter.draft) docs.push(read.doc);
  }
  problems.push(...duplicateDocRoutes(docs));
  return { docs, failedIds, failedFiles, problems };
}

/** readDocs for callers that need every doc valid: throws with every problem. */
export function loadDocs(version: DocsVersion, routeBase: string, opts: { includeDrafts: boolean }): DocMeta[] {
  const { docs, problems } = readDocs(version, routeBase, opts);
  if (problems.length) throw new ValidationError(version.docs, problems);
  return docs;
}
