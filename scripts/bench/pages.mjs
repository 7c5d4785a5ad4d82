// The pages every bench part and the Lighthouse test measure.
import fs from 'node:fs';
import path from 'node:path';

const FIXED = ['/', '/docs/intro', '/docs/srql-language-reference', '/blog'];

/** The newest post of the built site: the first article linked from /blog. */
export function newestPost(dir = 'public') {
  const html = fs.readFileSync(path.join(dir, 'blog', 'index.html'), 'utf8');
  const article = html.slice(html.indexOf('<article'));
  const match = /href="(\/blog\/(?!page\/|tags\/|authors\/|archive)[^"#]+)"/.exec(article);
  if (!match) throw new Error(`${dir}/blog/index.html: no post link in its first <article>`);
  return match[1];
}

export function benchPages(dir = 'public') {
  return [...FIXED.slice(0, 4), newestPost(dir), '/api'];
}
