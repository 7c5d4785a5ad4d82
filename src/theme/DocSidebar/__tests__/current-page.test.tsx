/** @jest-environment node */
import React from 'react';
import { renderToString } from 'react-dom/server';
import type { SidebarNode } from '../../../content-model/sidebar';
import { markCurrentPage, routeOfPageFile } from '../../../lib/sidebar-current';
import DocSidebar from '..';

const link = (label: string, href: string): SidebarNode => ({ type: 'link', label, href });
const category = (label: string, items: SidebarNode[], more: { collapsed?: boolean; collapsible?: boolean; href?: string } = {}): SidebarNode => ({
  type: 'category',
  label,
  items,
  collapsed: more.collapsed ?? true,
  collapsible: more.collapsible ?? true,
  href: more.href,
});

// Every shape DocSidebar renders: closed and open categories, a category with its own page, one
// that cannot close, nesting three deep, a page linked twice, an external link, a label with `<`.
const items: SidebarNode[] = [
  link('Intro', '/docs/intro'),
  category('Install', [link('Docker', '/docs/docker'), category('Kubernetes', [link('Helm', '/docs/helm'), category('Deep', [link('Deepest <one>', '/docs/deepest')])])]),
  category('Guides', [link('Polling', '/docs/polling'), link('Intro again', '/docs/intro')], { collapsed: false }),
  category('Reference', [link('SRQL', '/docs/srql')], { href: '/docs/reference' }),
  category('Always open', [link('Agents', '/docs/agents')], { collapsible: false }),
  link('GitHub', 'https://github.com/carverauto/serviceradar'),
];

/** The same markup with each tag's attributes in one order: Gatsby's Link and this test's mock order them differently. */
const normalise = (html: string) =>
  html.replace(/<([a-z]+)((?:\s[^\s=>]+(?:="[^"]*")?)*)\s*>/g, (_tag, name: string, attrs: string) => {
    const list = (attrs.match(/\s[^\s=>]+(?:="[^"]*")?/g) ?? []).map((a) => a.trim()).sort();
    return `<${name}${list.map((a) => ` ${a}`).join('')}>`;
  });

const page = (sidebar: string) => `<html><body><div id="___gatsby"><aside>${sidebar}</aside><main><a href="/docs/docker">Docker</a></main></div></body></html>`;

describe('the docs sidebar marked for its page after the build', () => {
  const unmarked = page(renderToString(<DocSidebar items={items} activePath="" />));
  const routes = ['/docs/intro', '/docs/docker', '/docs/helm', '/docs/deepest', '/docs/polling', '/docs/reference', '/docs/srql', '/docs/agents'];

  it.each(routes)('is what React renders with %s current', (route) => {
    const rendered = page(renderToString(<DocSidebar items={items} activePath={route} />));
    const marked = markCurrentPage(unmarked, route);
    expect(marked).not.toBe(unmarked);
    expect(normalise(marked)).toBe(normalise(rendered));
  });

  it('marks both links of a page linked twice, and leaves links outside the sidebar alone', () => {
    const marked = markCurrentPage(unmarked, '/docs/intro');
    expect(marked.match(/aria-current="page"/g)).toHaveLength(2);
    expect(markCurrentPage(unmarked, '/docs/docker')).toContain('<main><a href="/docs/docker">');
  });

  it('leaves a page that is not in the sidebar, or has no sidebar, as it is', () => {
    expect(markCurrentPage(unmarked, '/blog/hello')).toBe(unmarked);
    expect(markCurrentPage(unmarked, '')).toBe(unmarked);
    expect(markCurrentPage('<html><body><a href="/docs/intro">x</a></body></html>', '/docs/intro')).toBe('<html><body><a href="/docs/intro">x</a></body></html>');
  });

  it('reads the route from the built file as the template reads it from the location', () => {
    expect(routeOfPageFile('/docs/snmp/index.html')).toBe('/docs/snmp');
    expect(routeOfPageFile('/docs/1.0/intro/index.html')).toBe('/docs/1.0/intro');
    expect(routeOfPageFile('/index.html')).toBe('');
    expect(routeOfPageFile('/404.html')).toBe('/404');
  });
});
