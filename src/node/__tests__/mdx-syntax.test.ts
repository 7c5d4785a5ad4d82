/** @jest-environment node */
import path from 'path';
import { mdxSyntaxProblems } from '../mdx-syntax';

const file = path.join(process.cwd(), 'content/blog/2026-01-15-post/index.mdx');
const post = (body: string) => `---\ntitle: A post\ndescription: Its summary.\n---\n\n${body}`;

describe('mdxSyntaxProblems (the check before Gatsby starts)', () => {
  it('accepts what the build accepts: an HTML comment on its own lines, such as the truncate marker', () => {
    expect(mdxSyntaxProblems(file, post('Intro.\n\n<!-- truncate -->\n\n<!-- a note\nover two lines -->\n\nMore.\n'), 'page')).toEqual([]);
  });

  it('names the file and the line of an unclosed comment', () => {
    expect(mdxSyntaxProblems(file, post('Intro.\n\n<!-- truncate\n\nMore.\n'), 'page')).toEqual([
      'content/blog/2026-01-15-post/index.mdx: line 8: MDX syntax error: Unexpected character `!` (U+0021) before name, expected a character that can start a name, such as a letter, `$`, or `_` (note: to create a comment in MDX, use `{/* text */}`)',
    ]);
  });

  it('refuses an import or an export in a doc, naming every line, and lets a post have them', () => {
    const doc = path.join(process.cwd(), 'content/docs/guide.mdx');
    const source = '---\ntitle: A guide\n---\n\nimport Chart from "./chart.js"\n\nText.\n\nexport const answer = 42\n';
    const problems = mdxSyntaxProblems(doc, source, 'doc');
    expect(problems.map((p) => p.slice(0, p.indexOf(' docs are')))).toEqual([
      'content/docs/guide.mdx: line 5: a doc cannot import or export:',
      'content/docs/guide.mdx: line 9: a doc cannot import or export:',
    ]);
    expect(problems[0]).toMatch(/Use Markdown, or a component the site provides, or make it a page in content\/pages\.$/);
    expect(mdxSyntaxProblems(file, source, 'page')).toEqual([]);
  });
});
