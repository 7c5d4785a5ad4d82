import { mdxSyntaxProblems } from '../../mdx-syntax';
import { mdxToMarkdown } from '../../output/twins/mdx-to-markdown';

const problems = (source: string) => mdxSyntaxProblems('/site/docs/t.mdx', source, 'doc').map((p) => p.replace(/^.*t\.mdx: /, ''));

describe('tab sets in MDX', () => {
  it('accepts a well-formed set: group, labels, values made from labels, one default', () => {
    expect(problems('<Tabs groupId="os" label="System">\n<TabItem label="Debian/Ubuntu">\n\nA\n\n</TabItem>\n<TabItem label="RHEL" value="rhel" default>\n\nB\n\n</TabItem>\n</Tabs>\n')).toEqual([]);
  });

  it('names every problem with its line and its fix', () => {
    const found = problems(
      [
        '<Tabs groupId={"os"} uid="x">', // 1
        '<TabItem label="A" default>', // 2
        '',
        'a',
        '',
        '</TabItem>',
        '<TabItem label="B" value="Bee" default="yes">', // 7
        '',
        'b',
        '',
        '</TabItem>',
        '',
        'Loose text.', // 13
        '',
        '<TabItem label="!!!">', // 15
        '',
        'c',
        '',
        '</TabItem>',
        '</Tabs>',
      ].join('\n'),
    );
    expect(found).toEqual([
      'line 1: <Tabs> has no attribute "uid": it takes groupId, label.',
      'line 1: <Tabs groupId> must be a plain string (groupId="…"), not an expression or a bare attribute.',
      'line 13: <Tabs> may hold only <TabItem> elements, and this is text: move it into a <TabItem>, or out of the <Tabs>.',
      'line 7: <TabItem value="Bee"> is not a valid tab value: use lowercase letters, digits and dashes, starting with a letter or digit (for example "rhel-family").',
      'line 7: <TabItem default> takes no value: write just default.',
      'line 15: <TabItem label="!!!"> has no letters or digits to make its value from: add value="…".',
      'line 1: <Tabs> has 2 <TabItem default>: mark one (without any, the first tab is the default).',
    ]);
  });

  it('keeps every panel in the Markdown twin, each under its label', () => {
    const markdown = mdxToMarkdown('<Tabs groupId="os">\n<TabItem label="Debian">\n\nUse apt.\n\n</TabItem>\n<TabItem label="RHEL">\n\nUse dnf.\n\n</TabItem>\n</Tabs>\n', {
      filePath: '/site/docs/t.mdx',
      pageUrl: 'https://example.com/docs/t',
      siteUrl: 'https://example.com',
      docRoots: [],
    });
    expect(markdown).toBe('**Debian**\n\nUse apt.\n\n**RHEL**\n\nUse dnf.\n');
  });
});
