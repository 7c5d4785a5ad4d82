import YAML from 'yaml';

export const LLMS_TXT_PATH = '/llms.txt';
export const LLMS_FULL_PATH = '/llms-full.txt';

/** The Markdown twin of a page is served at the page's route plus `.md`: /docs/intro -> /docs/intro.md. */
export const twinPath = (route: string): string => `${route.replace(/\/+$/, '') || '/index'}.md`;

export type TwinMeta = {
  title: string;
  description?: string | null;
  /** Absolute URL of the HTML page. */
  canonical: string;
  /** ISO date of the last change (a doc's last commit, a post's date). */
  lastUpdated?: string | null;
};

/** YAML frontmatter (title, description, canonical URL, last updated), the title as h1, then the body. */
export function twinDocument(meta: TwinMeta, body: string, { title = true }: { title?: boolean } = {}): string {
  const frontmatter: Record<string, string> = { title: meta.title };
  if (meta.description) frontmatter.description = meta.description;
  frontmatter.canonical = meta.canonical;
  if (meta.lastUpdated) frontmatter.last_updated = meta.lastUpdated;
  const heading = title ? `# ${escapeHeading(meta.title)}\n\n` : '';
  return `---\n${YAML.stringify(frontmatter, { lineWidth: 0 })}---\n\n${heading}${body.trim()}\n`;
}

/** A title as heading text: Markdown punctuation that would change its meaning is escaped. */
export function escapeHeading(text: string): string {
  return text.replace(/([\\`*_[\]<>#])/g, '\\$1');
}
