import path from 'path';
import type { Parent, PhrasingContent, Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export type ReleaseMentionOptions = {
  /** Versions that have a page, from the release files' names. */
  versions: string[];
  /** The route of a version's page. */
  route: (version: string) => string;
  /** Folders whose files are linked; a release file does not link to itself or its neighbours. */
  roots: string[];
};

/** Where a mention must stay text: inside a link, a heading, or a JSX element. */
const KEEP_AS_TEXT = new Set(['link', 'linkReference', 'heading', 'mdxJsxTextElement', 'mdxJsxFlowElement']);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A doc that names a release (`1.0.53`, `v1.0.53`, `1.0.54-pre5`) links its first mention of
 * each version to the release's notes. Only running text is linked: code, headings and text
 * already inside a link stay as written, and `1.0.5` is not read inside `1.0.53`.
 */
export function remarkReleaseMentions({ versions, route, roots }: ReleaseMentionOptions) {
  if (!versions.length) return () => undefined;
  // Longest first, so 1.0.53-pre10 wins over 1.0.53 at the same place.
  const alternatives = [...versions].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`(?<![\\w.-])v?(${alternatives.join('|')})(?![\\w]|[.-]\\w)`, 'g');
  const dirs = roots.map((r) => path.resolve(r) + path.sep);
  return (tree: Root, file: VFile) => {
    const from = file.path ? path.resolve(file.path) : null;
    if (!from || !dirs.some((d) => from.startsWith(d))) return;
    const linked = new Set<string>();
    visit(tree, (node, index, parent) => {
      if (KEEP_AS_TEXT.has(node.type)) return 'skip';
      if (node.type !== 'text' || !parent || index === undefined || index === null) return undefined;
      const text = (node as Text).value;
      const parts: PhrasingContent[] = [];
      let last = 0;
      for (const match of text.matchAll(pattern)) {
        const version = match[1];
        if (linked.has(version)) continue;
        linked.add(version);
        if (match.index! > last) parts.push({ type: 'text', value: text.slice(last, match.index) });
        parts.push({ type: 'link', url: route(version), children: [{ type: 'text', value: match[0] }] });
        last = match.index! + match[0].length;
      }
      if (!parts.length) return undefined;
      if (last < text.length) parts.push({ type: 'text', value: text.slice(last) });
      (parent as Parent).children.splice(index, 1, ...parts);
      // Every mention in this text was handled: go on after its parts.
      return index + parts.length;
    });
  };
}
