// Peak memory of a process and all its descendants, sampled from /proc.
// Gatsby renders pages in worker processes, so the build process's own RSS misses most of it.
import fs from 'node:fs';

const PAGE_SIZE = 4096;

/** Parent pid and RSS (bytes) of every live process, read from /proc/<pid>/stat. */
function snapshot() {
  const processes = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name (field 2) may contain spaces and parentheses: parse after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(name), { ppid: Number(fields[1]), rss: Number(fields[21]) * PAGE_SIZE });
    } catch {
      // The process ended between readdir and read.
    }
  }
  return processes;
}

/** Sum of RSS of `root` and its descendants. */
export function treeRss(root) {
  const processes = snapshot();
  const children = new Map();
  for (const [pid, { ppid }] of processes) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    total += processes.get(pid)?.rss ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Samples the tree of `pid` every `intervalMs` until stop(), which returns the peak in bytes. */
export function samplePeakRss(pid, intervalMs = 200) {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treeRss(pid));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
