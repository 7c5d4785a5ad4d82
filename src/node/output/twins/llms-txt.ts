import type { SidebarNode } from '../../../content-model/sidebar';

/**
 * /llms.txt in the llmstxt.org format: an H1 with the project's name, a blockquote summary,
 * optional prose, then H2 sections of link lists `- [name](url): notes`. A section named
 * "Optional" holds what a reader with little context may skip.
 */

export type LlmsLink = { title: string; url: string; description?: string | null };
export type LlmsFile = { title: string; summary: string; details?: string; sections: { title: string; links: LlmsLink[] }[] };

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const linkText = (text: string) => oneLine(text).replace(/([\\[\]])/g, '\\$1');

export function llmsTxt(file: LlmsFile): string {
  const out = [`# ${oneLine(file.title)}`, `> ${oneLine(file.summary)}`];
  if (file.details) out.push(file.details.trim());
  for (const section of file.sections.filter((s) => s.links.length)) {
    out.push(`## ${oneLine(section.title)}`);
    out.push(section.links.map((l) => `- [${linkText(l.title)}](${l.url})${l.description ? `: ${oneLine(l.description)}` : ''}`).join('\n'));
  }
  return `${out.join('\n\n')}\n`;
}

export type SidebarDoc = { docId: string; label: string };

/** The docs of sidebar items in reading order (a category's own doc first, then its items). */
export function sidebarDocs(items: SidebarNode[]): SidebarDoc[] {
  return items.flatMap((item): SidebarDoc[] => {
    const own = item.docId ? [{ docId: item.docId, label: item.label }] : [];
    return item.type === 'link' ? own : [...own, ...sidebarDocs(item.items)];
  });
}

/**
 * One section per top-level category of the sidebars, holding every doc below it in sidebar
 * order (nested categories flattened); docs at the top level, outside any category, share a
 * section named `looseTitle`. A doc listed twice appears once, where it is first met.
 */
export function sidebarSections(sidebars: { items: SidebarNode[] }[], looseTitle: string): { title: string; docs: SidebarDoc[] }[] {
  const seen = new Set<string>();
  const sections: { title: string; docs: SidebarDoc[] }[] = [];
  const loose: SidebarDoc[] = [];
  const fresh = (docs: SidebarDoc[]) => docs.filter((d) => !seen.has(d.docId) && seen.add(d.docId));
  for (const sidebar of sidebars) {
    for (const item of sidebar.items) {
      if (item.type === 'category') sections.push({ title: item.label, docs: fresh(sidebarDocs([item])) });
      else loose.push(...fresh(sidebarDocs([item])));
    }
  }
  return loose.length ? [{ title: looseTitle, docs: loose }, ...sections] : sections;
}
