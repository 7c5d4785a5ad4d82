// Peak memory of a process and all its descendants, sampled from /proc, as PSS.
// Gatsby renders pages in worker processes and mermaid drives Chromium, so the build process's
// own memory misses most of it. Summed RSS would count each shared page (Chromium's, the
// workers' copies of node) once per process: with many Chromium processes it reads 13 GB where
// PSS, which splits each shared page between the processes mapping it, reads 3.5 GB.
import fs from 'node:fs';
import path from 'node:path';

/** Parent pid of every live process, read from /proc/<pid>/stat. */
function parents() {
  const processes = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name (field 2) may contain spaces and parentheses: parse after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(name), Number(fields[1]));
    } catch {
      // The process ended between readdir and read.
    }
  }
  return processes;
}

/** PSS of one process in bytes (0 once it has ended). */
function pss(pid) {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** `root` and its descendants. */
export function treePids(root) {
  const children = new Map();
  for (const [pid, ppid] of parents()) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  const pids = [];
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    pids.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return pids;
}

/** Summed PSS of `root` and its descendants, in bytes. */
export function treePss(root) {
  return treePids(root).reduce((sum, pid) => sum + pss(pid), 0);
}

/** What a process is, for the memory breakdown: its command name and the start of its arguments. */
function describe(pid) {
  try {
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const script = args.slice(1).find((a) => !a.startsWith('-')) ?? '';
    // Gatsby's develop process runs from a temporary file with a random name, in a project copy
    // with a random name: one name for all runs.
    const where = script.split('/').slice(-3).join('/').replace(/^(?:[^/]+\/)?\.cache\/tmp-[\w-]+$/, '.cache/(develop process)');
    return `${path.basename(args[0] ?? '?')} ${where}`.trim();
  } catch {
    return 'ended';
  }
}

/**
 * Samples the tree of `pid` every `intervalMs` until stop(), which returns the peak PSS in bytes;
 * peakBreakdown() gives the tree's processes at that peak, largest first, summed by description.
 * Every second by default: reading smaps_rollup walks each process's memory map, and every 250 ms
 * it slowed the builds it measured by several percent (bench/README.md has the figures).
 */
export function samplePeakPss(pid, intervalMs = 1000) {
  let peak = 0;
  let atPeak = [];
  const sample = () => {
    const each = treePids(pid).map((p) => ({ pid: p, pss: pss(p) }));
    const total = each.reduce((sum, p) => sum + p.pss, 0);
    if (total > peak) {
      peak = total;
      // Named now: by the time the breakdown is asked for, the run is over and its processes gone.
      atPeak = each.map((p) => ({ ...p, what: describe(p.pid) }));
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
    peakBreakdown() {
      const byWhat = new Map();
      for (const { what, pss: bytes } of atPeak) {
        const entry = byWhat.get(what) ?? { what, processes: 0, pssMB: 0 };
        entry.processes += 1;
        entry.pssMB += bytes / 2 ** 20;
        byWhat.set(what, entry);
      }
      return [...byWhat.values()].map((e) => ({ ...e, pssMB: Math.round(e.pssMB) })).sort((a, b) => b.pssMB - a.pssMB);
    },
  };
}
