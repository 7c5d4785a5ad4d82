// Command-line flags of npm run bench; a wrong flag stops with a message naming it.
export const PARTS = ['build', 'weight', 'lighthouse', 'search', 'scale', 'loop'];
// The loop part needs the peer site (--peer): without it, the default run leaves it out.
const DEFAULT_PARTS = PARTS.filter((p) => p !== 'loop');

const USAGE = `usage: npm run bench -- [part ...] [--only ${PARTS.join(',')}] [--sizes 500,2000,5000] [--search-docs 5000] [--runs 3]
       [--presets mobile,desktop] [--heap-mb N] [--dir public] [--keep-site <dir>] [--out bench/results.json] [--no-readme]
       [--peer <docusaurus site folder>] [--peer-modes docusaurus,faster] [--peer-sizes 500,2000] [--build-runs 1] [--loop-runs 3] [--edits 5]
       a part named alone (e.g. npm run bench -- loop --peer <dir>) is the same as --only <part>
       --readme-only: rewrite bench/README.md's figures from results.json, measuring nothing
       --no-readme: leave bench/README.md as it is`;

export function parseArgs(argv) {
  const options = { only: undefined, peer: undefined, peerModes: ['docusaurus', 'faster'], buildRuns: 1, loopRuns: 3, edits: 5, sizes: [500, 2000, 5000], peerSizes: undefined, searchDocs: [5000], runs: 3, presets: ['mobile', 'desktop'], dir: 'public', heapMb: undefined, keepSite: undefined, out: 'bench/results.json', readme: true };
  const list = (flag, value) => {
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value\n${USAGE}`);
    return value.split(',').map((s) => s.trim()).filter(Boolean);
  };
  const positive = (flag, value) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${flag}: "${value}" is not a positive whole number\n${USAGE}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    switch (flag) {
      case '--only': {
        options.only = [...(options.only ?? []), ...list(flag, value)];
        const unknown = options.only.filter((p) => !PARTS.includes(p));
        if (unknown.length) throw new Error(`--only: unknown part ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}`);
        i++;
        break;
      }
      case '--sizes':
        options.sizes = list(flag, value).map((v) => positive(flag, v));
        i++;
        break;
      case '--peer-sizes':
        options.peerSizes = list(flag, value).map((v) => positive(flag, v));
        i++;
        break;
      case '--search-docs':
        options.searchDocs = list(flag, value).map((v) => positive(flag, v));
        i++;
        break;
      case '--runs':
        options.runs = positive(flag, value);
        i++;
        break;
      case '--heap-mb':
        options.heapMb = positive(flag, value);
        i++;
        break;
      case '--presets': {
        options.presets = list(flag, value);
        const unknown = options.presets.filter((p) => !['mobile', 'desktop'].includes(p));
        if (unknown.length) throw new Error(`--presets: unknown preset ${unknown.join(', ')}; use mobile, desktop`);
        i++;
        break;
      }
      case '--dir':
      case '--out':
        options[flag.slice(2)] = list(flag, value)[0];
        i++;
        break;
      case '--keep-site':
        options.keepSite = list(flag, value)[0];
        i++;
        break;
      case '--peer':
        options.peer = list(flag, value)[0];
        i++;
        break;
      case '--peer-modes': {
        options.peerModes = list(flag, value);
        const unknown = options.peerModes.filter((m) => !['docusaurus', 'faster'].includes(m));
        if (unknown.length) throw new Error(`--peer-modes: unknown mode ${unknown.join(', ')}; use docusaurus, faster`);
        i++;
        break;
      }
      case '--build-runs':
        options.buildRuns = positive(flag, value);
        i++;
        break;
      case '--loop-runs':
        options.loopRuns = positive(flag, value);
        i++;
        break;
      case '--edits':
        options.edits = positive(flag, value);
        i++;
        break;
      case '--readme-only':
        options.readmeOnly = true;
        break;
      case '--no-readme':
        options.readme = false;
        break;
      case '--help':
        console.log(USAGE);
        process.exit(0);
        break;
      default:
        if (PARTS.includes(flag)) {
          options.only = [...(options.only ?? []), flag];
          break;
        }
        throw new Error(`unknown flag ${flag}\n${USAGE}`);
    }
  }
  options.only ??= options.peer ? PARTS : DEFAULT_PARTS;
  // Every size by default. The peer as it ships needs 8 minutes and 3.7 GB for 2,000 docs, so a
  // larger size can be left to ours alone.
  options.peerSizes ??= options.sizes;
  const strays = options.peerSizes.filter((n) => !options.sizes.includes(n));
  if (strays.length) throw new Error(`--peer-sizes: ${strays.join(', ')} not among --sizes ${options.sizes.join(',')}; the peer builds only sizes that ours builds\n${USAGE}`);
  if (options.only.includes('loop') && !options.peer) throw new Error(`loop: --peer <dir> is needed, the Docusaurus site to compare with (bench/README.md says how to prepare it)\n${USAGE}`);
  return options;
}
