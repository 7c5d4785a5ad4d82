import fs from 'fs';
import type { Node } from 'gatsby';
import type { FileNode } from '../content-type';
import { checkedSyntax, type MdxKind } from '../mdx-syntax';
import { setProblems } from './problems';

/**
 * An Mdx node's file, when `kindOf` says it is one of a content type's (and how it is rendered): its text, read here once
 * for the type's checks and metadata, and its MDX syntax problems (recorded against the file,
 * once per version of it). A type makes no node for a file whose syntax is broken, as for a
 * broken frontmatter: a build then stops in createPages naming every broken file; develop
 * drops the page until the file is fixed and shows the same message, with its line.
 */
export function mdxFileOf(node: Node, getNode: (id: string) => Node | undefined, kindOf: (file: FileNode) => MdxKind | null): { file: FileNode; source: string; syntax: string[] } | null {
  if (node.internal.type !== 'Mdx' || !node.parent) return null;
  const file = getNode(node.parent) as FileNode | undefined;
  const kind = file ? kindOf(file) : null;
  if (!file || !kind) return null;
  const source = fs.readFileSync(file.absolutePath, 'utf8');
  const syntax = file.extension === 'mdx' ? checkedSyntax(file.absolutePath, source, kind) : [];
  setProblems('mdx', file.absolutePath, syntax);
  return { file, source, syntax };
}
