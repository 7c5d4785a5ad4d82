/** @jest-environment node */
import { parseLlmsTxt } from '../../../../../scripts/llms-txt.cjs';
import type { SidebarNode } from '../../../../content-model/sidebar';
import { llmsTxt, sidebarSections } from '../llms-txt';

const link = (label: string, docId?: string): SidebarNode => ({ type: 'link', label, href: docId ? `/docs/${docId}` : 'https://example.com', docId });
const category = (label: string, items: SidebarNode[], docId?: string): SidebarNode => ({ type: 'category', label, items, collapsed: false, collapsible: true, docId, href: docId && `/docs/${docId}` });

describe('sidebarSections', () => {
  it('makes one section per top-level category, nested categories flattened in order, loose docs first, each doc once', () => {
    const sidebars = [
      {
        items: [
          link('Intro', 'intro'),
          category('Guides', [link('Setup', 'setup'), category('Deep', [link('Tuning', 'tuning'), link('External')], 'deep')]),
          category('Reference', [link('Setup again', 'setup'), link('API', 'api-notes')]),
        ],
      },
    ];
    expect(sidebarSections(sidebars, 'Docs')).toEqual([
      { title: 'Docs', docs: [{ docId: 'intro', label: 'Intro' }] },
      { title: 'Guides', docs: [{ docId: 'setup', label: 'Setup' }, { docId: 'deep', label: 'Deep' }, { docId: 'tuning', label: 'Tuning' }] },
      { title: 'Reference', docs: [{ docId: 'api-notes', label: 'API' }] },
    ]);
  });
});

describe('llms.txt', () => {
  const file = {
    title: 'ServiceRadar',
    summary: 'Monitor your\ninfrastructure anywhere',
    details: 'Each link is the Markdown twin of a page.',
    sections: [
      { title: 'Overview', links: [{ title: 'Why [it] works', url: 'https://d.io/docs/intro.md', description: 'What it is,\n and why.' }, { title: 'Architecture', url: 'https://d.io/docs/architecture.md' }] },
      { title: 'Empty', links: [] },
      { title: 'Optional', links: [{ title: 'Draft notes', url: 'https://d.io/docs/notes.md', description: null }] },
    ],
  };

  it('is written in the llmstxt.org format', () => {
    expect(llmsTxt(file)).toBe(
      [
        '# ServiceRadar',
        '',
        '> Monitor your infrastructure anywhere',
        '',
        'Each link is the Markdown twin of a page.',
        '',
        '## Overview',
        '',
        '- [Why \\[it\\] works](https://d.io/docs/intro.md): What it is, and why.',
        '- [Architecture](https://d.io/docs/architecture.md)',
        '',
        '## Optional',
        '',
        '- [Draft notes](https://d.io/docs/notes.md)',
        '',
      ].join('\n'),
    );
  });

  it('reads back as written (the parser the e2e test runs on the built file)', () => {
    expect(parseLlmsTxt(llmsTxt(file))).toEqual({
      title: 'ServiceRadar',
      summary: 'Monitor your infrastructure anywhere',
      details: 'Each link is the Markdown twin of a page.',
      sections: [
        {
          title: 'Overview',
          links: [
            { title: 'Why [it] works', url: 'https://d.io/docs/intro.md', notes: 'What it is, and why.' },
            { title: 'Architecture', url: 'https://d.io/docs/architecture.md', notes: null },
          ],
        },
        { title: 'Optional', links: [{ title: 'Draft notes', url: 'https://d.io/docs/notes.md', notes: null }] },
      ],
    });
  });

  it('the parser rejects what the format does not allow, naming the line', () => {
    expect(() => parseLlmsTxt('## Docs\n')).toThrow('llms.txt line 1: the file must start with an H1 ("# Name"): "## Docs"');
    expect(() => parseLlmsTxt('# S\n\n> s\n\n### Deep\n')).toThrow('llms.txt line 5: only H2 sections may follow the summary');
    expect(() => parseLlmsTxt('# S\n\n## Docs\n\n- intro.md\n')).toThrow('llms.txt line 5: a section holds only "- [name](url): notes" items: "- intro.md"');
    expect(() => parseLlmsTxt('# S\n\n## Docs\n\n')).toThrow('llms.txt: section "Docs" has no links');
  });
});
