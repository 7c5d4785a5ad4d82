/**
 * Release versions and routes, shared by the build (nodes, pages, feeds) and the pages (the
 * list's order and groups). Versions follow semantic versioning: `1.0.53`, `1.0.54-pre5`.
 */

/** `1.0.53`, `1.0.54-pre5`: a semantic version without build metadata. */
const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;

export const isReleaseVersion = (name: string): boolean => VERSION.test(name);

type Parsed = { core: [number, number, number]; pre: (string | number)[] };

function parse(version: string): Parsed {
  const match = VERSION.exec(version);
  if (!match) throw new Error(`not a release version: "${version}"`);
  const pre = match[4] ? match[4].split('.').flatMap((part) => part.split(/(?<=\D)(?=\d)/)).map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : [];
  return { core: [Number(match[1]), Number(match[2]), Number(match[3])], pre };
}

/**
 * Semantic-version order, newest first. A pre-release sorts before its release; `pre10` after
 * `pre9` (a run of digits inside an identifier compares as a number, as readers expect).
 */
export function compareNewestFirst(a: string, b: string): number {
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) if (x.core[i] !== y.core[i]) return y.core[i] - x.core[i];
  if (!x.pre.length || !y.pre.length) return x.pre.length - y.pre.length;
  for (let i = 0; i < Math.max(x.pre.length, y.pre.length); i++) {
    const [p, q] = [x.pre[i], y.pre[i]];
    if (p === undefined) return 1;
    if (q === undefined) return -1;
    if (p === q) continue;
    if (typeof p === 'number' && typeof q === 'number') return q - p;
    if (typeof p === 'number') return 1;
    if (typeof q === 'number') return -1;
    return q < p ? -1 : 1;
  }
  return 0;
}

export const isPrerelease = (version: string): boolean => parse(version).pre.length > 0;

/** The stable release a version belongs to: `1.0.53` for `1.0.53-pre10` and for `1.0.53`. */
export const releaseLine = (version: string): string => parse(version).core.join('.');

/** Versions grouped by release line, newest line first, each newest first. */
export function groupByLine<T extends { version: string }>(releases: T[]): { line: string; releases: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const release of [...releases].sort((a, b) => compareNewestFirst(a.version, b.version))) {
    const line = releaseLine(release.version);
    groups.set(line, [...(groups.get(line) ?? []), release]);
  }
  return [...groups].map(([line, members]) => ({ line, releases: members }));
}

export function releaseRoutes(routeBasePath: string) {
  return {
    list: routeBasePath,
    release: (version: string) => `${routeBasePath}/${version}`,
    feeds: { rss: `${routeBasePath}/rss.xml`, atom: `${routeBasePath}/atom.xml`, json: `${routeBasePath}/feed.json` },
  };
}
