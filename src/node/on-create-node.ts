import type { GatsbyNode, Node } from 'gatsby';
import type { FileNode, MakeNode } from './content-type';
import { contentTypes, problemsBetweenFiles } from './content-types';
import { scheduleDevelopReport } from './content/problems';
import { checkReadWhole, developNodeMade } from './develop';

/**
 * Content becomes typed nodes: each content type (src/node/content-types.ts) validates its own
 * files with the schemas of src/content-model and makes its nodes; a problem is recorded
 * against its file and the node is not made (for YAML files, the last valid one is kept).
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  const { node, actions, getNode, getNodesByType, createNodeId, createContentDigest, reporter } = args;
  if (process.env.NODE_ENV === 'development') {
    developNodeMade(node);
    // A save the watcher saw half-written is read again.
    if (node.internal.type === 'File') checkReadWhole(node as FileNode, { getNode, warn: (message) => reporter.warn(message), verbose: (message) => reporter.verbose(message) });
  }
  // Develop reports a file's problems shortly after this returns (see scheduleDevelopReport).
  if (node.internal.type === 'File' || node.internal.type === 'Mdx') scheduleDevelopReport(reporter, () => problemsBetweenFiles(getNodesByType));
  const make: MakeNode = (parent, key, type, fields, id = createNodeId(`${parent.id} >>> ${type} ${key}`)) => {
    const child = { ...fields, id, parent: parent.id, children: [], internal: { type, contentDigest: createContentDigest(fields) } };
    actions.createNode(child);
    actions.createParentChildLink({ parent, child: child as unknown as Node });
  };
  for (const type of contentTypes) type.onCreateNode?.(args, make);
};
