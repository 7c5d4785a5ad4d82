type GetNodesByType = (type: string) => unknown[];
type NodeLike = { id: string; internal: { contentDigest: string } };

/** What this process read, by type (one build runs one schema per process). */
const taken = new Map<string, unknown[]>();

/**
 * `gatsby build` creates pages and runs queries only once sourcing has ended, and a query worker
 * reads a snapshot of the nodes: in a build, the nodes of a type are read once per process. Read
 * for every doc page instead (each of its fields asked for the whole site), 2,000 docs meant
 * millions of node reads and page queries that grew with the square of the number of docs.
 * The same arrays also tell siteFromNodes that nothing changed (./site-content.ts).
 * `gatsby develop` reads the store every time: an edit changes the nodes while it runs.
 * staleSnapshots checks the assumption at the end of the build.
 */
export function snapshotInBuild(getNodesByType: GetNodesByType): GetNodesByType {
  if (process.env.gatsby_executing_command !== 'build') return getNodesByType;
  return (type) => {
    let nodes = taken.get(type);
    if (!nodes) taken.set(type, (nodes = getNodesByType(type)));
    return nodes;
  };
}

const fingerprint = (nodes: unknown[]) =>
  (nodes as NodeLike[])
    .map((n) => `${n.id}:${n.internal.contentDigest}`)
    .sort()
    .join(',');

/**
 * The types whose nodes changed after this process first read them: empty unless Gatsby (or a
 * plugin) changed content nodes after pages were queried, which would leave pages built from
 * the snapshot stale. src/node/on-post-build.ts fails the build on it.
 */
export function staleSnapshots(getNodesByType: GetNodesByType): string[] {
  return [...taken].filter(([type, nodes]) => fingerprint(nodes) !== fingerprint(getNodesByType(type))).map(([type]) => type);
}
