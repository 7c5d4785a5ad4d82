// Preload (node --require) that records who reads each content file during a build: every
// read of a .md, .mdx or .yaml file of the project outside node_modules, public/ and .cache/,
// with the module that asked (the first stack frame outside Node and this file). Gatsby's
// worker processes inherit it through NODE_OPTIONS. Each process appends to
// $CONTENT_READS_DIR/<pid>.jsonl; scripts/content-reads-report.mjs sums them up.
const fs = require('fs');
const path = require('path');

const dir = process.env.CONTENT_READS_DIR;
const root = process.cwd();
const CONTENT = /\.(mdx?|ya?ml)$/;
const SKIP = /[\\/](node_modules|public|\.cache)[\\/]/;

function reader() {
  const frames = (new Error().stack ?? '').split('\n').slice(2);
  for (const frame of frames) {
    const match = /\(?((?:\/|[A-Za-z]:\\)[^():]+):\d+:\d+\)?$/.exec(frame.trim());
    if (!match || match[1] === __filename) continue;
    const file = match[1];
    const pkg = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(file);
    return pkg ? pkg[1].replace(/\\/g, '/') : path.relative(root, file).replace(/\\/g, '/');
  }
  return 'unknown';
}

function record(target) {
  if (!dir || typeof target !== 'string') return;
  const file = path.resolve(target);
  if (!file.startsWith(root + path.sep) || !CONTENT.test(file) || SKIP.test(file.slice(root.length)) || !fs.existsSync(file)) return;
  fs.appendFileSync(path.join(dir, `${process.pid}.jsonl`), `${JSON.stringify({ file: path.relative(root, file), by: reader() })}\n`);
}

for (const name of ['readFileSync', 'readFile', 'createReadStream']) {
  const original = fs[name];
  fs[name] = function (target, ...rest) {
    record(target);
    return original.call(this, target, ...rest);
  };
}
const originalPromise = fs.promises.readFile;
fs.promises.readFile = function (target, ...rest) {
  record(target);
  return originalPromise.call(this, target, ...rest);
};
