import type { ContentType, NodesByType } from './content-type';
import { betweenFileProblems } from './content/between-files';
import { releases } from './releases';

/**
 * The content types built through the ContentType interface (src/node/content-type.ts): each
 * Gatsby API module calls their parts in this order. Adding a type is a folder and a line here.
 */
export const contentTypes: ContentType[] = [releases];

/** The node types they make, for develop's bookkeeping of content nodes (src/node/content/). */
export const contentTypeNodeTypes = contentTypes.flatMap((type) => type.nodeTypes);

/** Problems between files: those of src/node/content/between-files.ts, then each type's own. */
export function problemsBetweenFiles(getNodesByType: NodesByType, options: { earlierProblems?: boolean } = {}): string[] {
  return [...betweenFileProblems(getNodesByType, options), ...contentTypes.flatMap((type) => type.betweenFiles?.(getNodesByType) ?? [])];
}
