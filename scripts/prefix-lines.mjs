// Copies a child process's stdout and stderr line by line, each line prefixed, so the output of
// builds running at once stays readable. Used by scripts/test.mjs and scripts/build-fixture-site.mjs.
import readline from 'node:readline';

/** Pipes `child`'s stdout to ours and its stderr to ours, each line starting with `prefix`. */
export function prefixLines(child, prefix) {
  for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]])
    readline.createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
}
