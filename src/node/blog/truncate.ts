/**
 * The excerpt of a post is everything before its truncate marker, a comment on a line of
 * its own: {/* truncate *\/} (MDX's comment) or <!-- truncate --> (HTML's, which the site's
 * parser accepts in .md and .mdx files: src/node/remark/html-comments.ts). Either works in
 * either kind of file; the first is the one MDX authors know, the second Markdown authors.
 */
export const TRUNCATE_MARKER = { mdx: '{/* truncate */}', md: '<!-- truncate -->' } as const;

const MARKER = /^\s*(\{\s*\/\*\s*truncate\s*\*\/\s*\}|<!--\s*truncate\s*-->)\s*$/;

export type Truncation = { excerpt: string; truncated: boolean };

/** A fence opens with ``` or ~~~ (3 or more) and closes with the same character, at least as long. */
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

export function splitAtTruncateMarker(body: string): Truncation {
  const lines = body.split(/\r?\n/);
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const open = FENCE.exec(line);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length && line.trim() === open[1]) fence = null;
      continue;
    }
    if (open) {
      fence = open[1];
      continue;
    }
    if (MARKER.test(line)) return { excerpt: lines.slice(0, i).join('\n').trimEnd(), truncated: true };
  }
  return { excerpt: body.trimEnd(), truncated: false };
}
