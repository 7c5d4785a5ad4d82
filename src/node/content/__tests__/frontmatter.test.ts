/** @jest-environment node */
import { parseFrontmatter as gatsbyPluginMdxFrontmatter } from 'gatsby-plugin-mdx/dist/frontmatter';
import { blankFrontmatter } from '../../mdx-syntax';
import { parseFrontmatter, splitFrontmatter } from '../../frontmatter-parser.cjs';

const SOURCES: Record<string, string> = {
  'LF line endings': '---\ntitle: A\ntags: [a, b]\n---\n\n# Body\n',
  'CRLF line endings': '---\r\ntitle: A\r\n---\r\n\r\nBody\r\n',
  'an empty block': '---\n---\nBody\n',
  'a block that ends the file': '---\ntitle: A\n---',
  'no frontmatter': '# Just a body\n\n---\n\nwith a thematic break\n',
  'a thematic break later in the body': '---\ntitle: A\n---\nOne\n\n---\n\nTwo\n',
};

describe('splitFrontmatter', () => {
  it.each(Object.entries(SOURCES))('splits the body where gatsby-plugin-mdx does (%s)', (_, source) => {
    expect(splitFrontmatter(source).body).toBe(gatsbyPluginMdxFrontmatter(`test-${source}`, source).body);
  });

  it('gives the block and the YAML text, or none', () => {
    expect(splitFrontmatter(SOURCES['LF line endings'])).toEqual({ yaml: '\ntitle: A\ntags: [a, b]', block: '---\ntitle: A\ntags: [a, b]\n---\n', body: '\n# Body\n' });
    expect(splitFrontmatter(SOURCES['no frontmatter'])).toEqual({ yaml: null, block: '', body: SOURCES['no frontmatter'] });
  });

  it('blanks the block for the MDX syntax check, keeping every line where it was', () => {
    const blanked = blankFrontmatter('---\ntitle: A\r\nx: 1\n---\nBody <b>\n');
    expect(blanked).toBe('\n\n\n\nBody <b>\n');
    expect(blanked.split('\n')[4]).toBe('Body <b>');
  });
});

describe('parseFrontmatter', () => {
  it('reads the data as gatsby-plugin-mdx does, dates as the written string', () => {
    for (const source of Object.values(SOURCES)) {
      expect(parseFrontmatter(source).data).toEqual(gatsbyPluginMdxFrontmatter(`data-${source}`, source).frontmatter);
    }
    expect(parseFrontmatter('---\ndate: 2025-03-24\n---\n').data).toEqual({ date: '2025-03-24' });
  });

  it('names the line of the file for a YAML error', () => {
    expect(parseFrontmatter('---\ntitle: A\nkey: value: other\n---\nBody\n').errors).toEqual(['frontmatter: YAML syntax error at line 3: Nested mappings are not allowed in compact mappings']);
    expect(parseFrontmatter('---\r\ntitle: A\r\nfoo: 1\r\nfoo: 2\r\n---\r\n').errors).toEqual(['frontmatter: YAML syntax error at line 4: Map keys must be unique']);
  });

  it('rejects frontmatter that is not key: value pairs', () => {
    expect(parseFrontmatter('---\n- a\n- b\n---\n').errors).toEqual(['frontmatter: expected key: value pairs']);
  });
});
