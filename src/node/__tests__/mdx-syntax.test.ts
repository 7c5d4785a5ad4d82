/** @jest-environment node */
import path from 'path';
import { mdxSyntaxProblems } from '../mdx-syntax';

const file = path.join(process.cwd(), 'content/blog/2026-01-15-post/index.mdx');
const post = (body: string) => `---\ntitle: A post\ndescription: Its summary.\n---\n\n${body}`;

describe('mdxSyntaxProblems (the check before Gatsby starts)', () => {
  it('accepts what the build accepts: an HTML comment on its own lines, such as the truncate marker', () => {
    expect(mdxSyntaxProblems(file, post('Intro.\n\n<!-- truncate -->\n\n<!-- a note\nover two lines -->\n\nMore.\n'))).toEqual([]);
  });

  it('names the file and the line of an unclosed comment', () => {
    expect(mdxSyntaxProblems(file, post('Intro.\n\n<!-- truncate\n\nMore.\n'))).toEqual([
      'content/blog/2026-01-15-post/index.mdx: line 8: MDX syntax error: Unexpected character `!` (U+0021) before name, expected a character that can start a name, such as a letter, `$`, or `_` (note: to create a comment in MDX, use `{/* text */}`)',
    ]);
  });
});
