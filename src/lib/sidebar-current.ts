/**
 * The docs sidebar is a Gatsby Slice rendered once per sidebar, not once per page: Gatsby renders
 * a slice once for each set of props it is given, so a sidebar told which page is current was
 * rendered once for every doc (10,002 renders of a 500-link sidebar at 10,000 docs, 75 s of a
 * 482 s build). The build renders it with no page current; the post-build pass then marks each
 * page's copy as React renders it for that page in the browser (src/theme/DocSidebar), so the
 * page hydrates without a difference:
 *  - every link to the page gets aria-current="page" (Gatsby's Link puts it first);
 *  - every category around such a link, and the category whose own link it is, is open: its
 *    list loses `hidden`, its buttons say aria-expanded="true", the caret's label "Collapse".
 * Read only the markup DocSidebar writes: no text in it holds a raw `<` (React escapes it).
 */

/** The route a built page answers (trailingSlash: 'never'), as the doc template's activePath reads it. */
export function routeOfPageFile(file: string): string {
  return file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
}

const SIDEBAR_START = '<nav aria-label="Docs sidebar"';
const TAGS = /<(ul|li|a)\b([^>]*)>|<\/(ul|li)>/g;
const ID = /\sid="([^"]*)"/;
const CONTROLS = /\saria-controls="([^"]*)"/;
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** `html` with its docs sidebar marked for the page at `route`; the same string when nothing matches. */
export function markCurrentPage(html: string, route: string): string {
  const start = html.indexOf(SIDEBAR_START);
  if (start < 0 || !route) return html;
  const end = html.indexOf('</nav>', start);
  if (end < 0) return html;
  const sidebar = html.slice(start, end);
  const href = ` href="${escapeAttribute(route)}"`;
  if (!sidebar.includes(href)) return html;
  const open = new Set<string>();
  const current: number[] = [];
  const lists: string[] = [];
  // After a current link, the next list opened before its item closes is its category's own.
  let ownListNext = false;
  for (const match of sidebar.matchAll(TAGS)) {
    const [, name, attributes, closing] = match;
    if (name === 'ul') {
      const id = ID.exec(attributes)?.[1] ?? '';
      if (ownListNext && id) open.add(id);
      ownListNext = false;
      lists.push(id);
    } else if (closing === 'ul') lists.pop();
    else if (name === 'li' || closing === 'li') ownListNext = false;
    else if (attributes.includes(href) && !attributes.includes(' aria-current=')) {
      current.push(match.index!);
      for (const id of lists) if (id) open.add(id);
      ownListNext = true;
    }
  }
  if (!current.length) return html;
  let marked = '';
  let from = 0;
  for (const at of current) {
    marked += `${sidebar.slice(from, at)}<a aria-current="page"`;
    from = at + 2;
  }
  marked += sidebar.slice(from);
  if (open.size) {
    marked = marked.replace(/<(ul|button)\b[^>]*>/g, (tag) => {
      const list = (tag.startsWith('<ul') ? ID : CONTROLS).exec(tag)?.[1];
      if (!list || !open.has(list)) return tag;
      return tag.replace(' hidden=""', '').replace(' aria-expanded="false"', ' aria-expanded="true"').replace(' aria-label="Expand ', ' aria-label="Collapse ');
    });
  }
  return html.slice(0, start) + marked + html.slice(end);
}
