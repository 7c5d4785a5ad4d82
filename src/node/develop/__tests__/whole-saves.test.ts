/** @jest-environment node */
import { createHash } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Node } from 'gatsby';
import { CHECK_AFTER_MS, checkReadWhole, nudge } from '../whole-saves';

/** gatsby-source-filesystem's file watcher. */
const WATCHER_PACKAGE = 'chokidar';
type Watcher = {
  on: (event: string, listener: (...args: never[]) => void) => Watcher;
  once: (event: string, listener: (...args: never[]) => void) => Watcher;
  close: () => Promise<void>;
};

/** A File node as gatsby-source-filesystem makes it: the size and time of the version it read. */
function fileNode(file: string, digest: string): Node {
  const stat = fs.statSync(file);
  return { id: `file-${file}`, absolutePath: file, size: stat.size, mtimeMs: stat.mtimeMs, internal: { type: 'File', contentDigest: digest } } as unknown as Node;
}

describe('a File node read half-way through a save is read again (gatsby develop)', () => {
  let dir: string;
  let file: string;
  let nodes: Map<string, Node>;
  let nudged: string[];
  let warnings: string[];
  let told: string[];
  const options = () => ({
    getNode: (id: string) => nodes.get(id),
    warn: (message: string) => warnings.push(message),
    verbose: (message: string) => told.push(message),
    nudge: (f: string) => nudged.push(f),
  });
  const after = async (ms: number) => {
    await jest.advanceTimersByTimeAsync(ms);
  };
  const everyCheck = () => after(CHECK_AFTER_MS.reduce((a, b) => a + b));
  /** The File node Gatsby made of the file as it is now, with the digest it gave it. */
  const made = (digest: string): Node => {
    const node = fileNode(file, digest);
    nodes.set(node.id, node);
    return node;
  };

  beforeEach(() => {
    jest.useFakeTimers();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'half-written-'));
    file = path.join(dir, 'doc.mdx');
    nodes = new Map();
    nudged = [];
    warnings = [];
    told = [];
  });
  afterEach(() => {
    jest.useRealTimers();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('leaves a node that is the file on disk alone', async () => {
    fs.writeFileSync(file, '---\ntitle: Whole\n---\n');
    const node = made('whole');
    checkReadWhole(node, options());
    await everyCheck();
    expect(nudged).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('nudges the watcher when the file was written after the node was read (the truncated save), and stops once it is read whole', async () => {
    fs.writeFileSync(file, '');
    const truncated = made('empty');
    fs.writeFileSync(file, '---\ntitle: Written a moment later\n---\n');
    checkReadWhole(truncated, options());
    await after(CHECK_AFTER_MS[0] - 1);
    expect(nudged).toEqual([]);
    await after(1);
    expect(nudged).toEqual([file]);
    expect(told).toEqual([`${path.relative(process.cwd(), file)} changed after develop read it (0 bytes then, ${fs.statSync(file).size} now): reading it again`]);
    // The watcher reported the file again: Gatsby made a new node of the whole file.
    nodes.set(truncated.id, fileNode(file, 'whole'));
    await after(CHECK_AFTER_MS[1] + CHECK_AFTER_MS[2]);
    expect(nudged).toEqual([file]);
    expect(warnings).toEqual([]);
  });

  it('says which file to save again when nudging did not get it read, instead of dropping the save', async () => {
    fs.writeFileSync(file, '');
    const truncated = made('empty');
    fs.writeFileSync(file, 'written');
    checkReadWhole(truncated, options());
    await everyCheck();
    expect(nudged).toEqual([file, file]);
    expect(warnings).toEqual([`${path.relative(process.cwd(), file)}: changed on disk after gatsby develop read it, and develop did not see the change. Fix: save the file again.`]);
  });

  it('leaves a node alone whose file was saved again unchanged (Gatsby keeps the node, with its older time)', async () => {
    fs.writeFileSync(file, 'same content');
    const node = made(createHash('md5').update('same content').digest('hex'));
    fs.writeFileSync(file, 'same content');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    checkReadWhole(node, options());
    await everyCheck();
    expect(nudged).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('does nothing for a file removed since', async () => {
    fs.writeFileSync(file, '');
    const node = made('empty');
    fs.rmSync(file);
    checkReadWhole(node, options());
    await everyCheck();
    expect(nudged).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('the nudge changes neither the content nor the modification time of the file (to the microsecond)', () => {
    jest.useRealTimers();
    fs.writeFileSync(file, 'content');
    const before = fs.statSync(file);
    nudge(file, before.mtimeMs);
    const afterNudge = fs.statSync(file);
    expect(fs.readFileSync(file, 'utf8')).toBe('content');
    expect(Math.abs(afterNudge.mtimeMs - before.mtimeMs)).toBeLessThan(0.001);
    expect(afterNudge.atimeMs).toBe(afterNudge.mtimeMs);
  });

  it('the nudge makes the watcher gatsby-source-filesystem uses (chokidar) report a file it last saw truncated', async () => {
    jest.useRealTimers();
    // Resolved as gatsby-source-filesystem resolves it: the canary is for the watcher it runs
    // (not a dependency of the site's own, so only the little of its API used here is typed).
    const chokidar = jest.requireActual<{ watch: (path: string, options: { ignoreInitial: boolean }) => Watcher }>(
      require.resolve(WATCHER_PACKAGE, { paths: [require.resolve('gatsby-source-filesystem')] }),
    );
    fs.writeFileSync(file, 'first version');
    const watcher = chokidar.watch(dir, { ignoreInitial: true });
    const events: string[] = [];
    const next = () => new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no change event within 3 s (saw ${events.length})`)), 3000);
      watcher.once('change', (changed: string) => { clearTimeout(timer); resolve(changed); });
    });
    try {
      await new Promise((resolve) => watcher.on('ready', resolve));
      watcher.on('change', (changed: string) => events.push(changed));
      // The save as the watcher saw it: truncated, then written after it reported the truncation.
      const truncation = next();
      fs.truncateSync(file, 0);
      await expect(truncation).resolves.toBe(file);
      // Written 20 ms later: within the 50 ms in which the watcher reports no second change.
      await new Promise((r) => setTimeout(r, 20));
      fs.writeFileSync(file, 'second version');
      // Gatsby reads the file it was told of, and the watcher ignores a change of access time
      // after a read: the nudge must not look like one.
      await new Promise((r) => setTimeout(r, 50));
      fs.readFileSync(file);
      await new Promise((r) => setTimeout(r, 300));
      const seen = events.length;
      const nudged = next();
      nudge(file, fs.statSync(file).mtimeMs);
      await expect(nudged).resolves.toBe(file);
      expect(events.length).toBe(seen + 1);
    } finally {
      await watcher.close();
    }
  });
});
