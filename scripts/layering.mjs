// The import direction of src/node: its folders and loose modules (a file directly in src/node,
// with its .cjs or .d.cts twin) each import the others one way only, so no two of them import
// each other. dependency-cruiser reads and resolves the imports (type-only ones included); the
// rule is ours: dependency-cruiser's folder scope counts src/node's loose modules as one folder.
//   node scripts/layering.mjs    prints each pair that imports each other, with the imports
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

/** `blog` for src/node/blog/feeds.ts, `frontmatter` for src/node/frontmatter.cjs. */
export function unitOf(source, root) {
  const rest = source.slice(root.length + 1);
  const [first] = rest.split('/');
  return rest.includes('/') ? first : first.replace(/(\.d)?\.[cm]?[jt]sx?$/, '');
}

/** Pairs of units under `root` that import each other: [[a, b, a's imports of b, b's of a]]. */
export async function mutualImports(root = 'src/node', { cwd = process.cwd() } = {}) {
  const here = process.cwd();
  process.chdir(cwd);
  try {
    const { output } = await cruise([root], { exclude: { path: '/__tests__/|/__fixtures__/' }, tsPreCompilationDeps: true, doNotFollow: { path: 'node_modules' } });
    const edges = new Map();
    for (const module of output.modules.filter((m) => m.source.startsWith(`${root}/`))) {
      for (const dependency of module.dependencies.filter((d) => d.resolved.startsWith(`${root}/`))) {
        const [from, to] = [unitOf(module.source, root), unitOf(dependency.resolved, root)];
        if (from === to) continue;
        const key = `${from}\u0000${to}`;
        edges.set(key, [...(edges.get(key) ?? []), `${module.source} -> ${dependency.resolved}`]);
      }
    }
    const pairs = [];
    for (const [key, imports] of edges) {
      const [from, to] = key.split('\u0000');
      const back = edges.get(`${to}\u0000${from}`);
      if (back && from < to) pairs.push([from, to, imports, back]);
    }
    return pairs.sort();
  } finally {
    process.chdir(here);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const pairs = await mutualImports();
  for (const [a, b, ab, ba] of pairs) console.log(`${a} <-> ${b}\n  ${[...ab, ...ba].join('\n  ')}`);
  console.log(pairs.length ? `${pairs.length} pair(s) of src/node import each other` : 'src/node: no two folders or loose modules import each other');
  process.exit(pairs.length ? 1 : 0);
}
