import type { ContentType } from './content-type';
import { releases } from './releases';

/**
 * The content types built through the ContentType interface (src/node/content-type.ts): each
 * Gatsby API module calls their parts in this order. Adding a type is a folder and a line here.
 */
export const contentTypes: ContentType[] = [releases];

/** The node types they make, for develop's bookkeeping of content nodes. */
export const contentTypeNodeTypes = contentTypes.flatMap((type) => type.nodeTypes);
