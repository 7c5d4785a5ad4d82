// Linted as src/node/content/problems.ts, which src/node/on-create-node.ts imports: importing
// a value back from on-create-node closes a circle.
import { onCreateNode } from '../on-create-node';

export const betweenFileProblems = onCreateNode;
