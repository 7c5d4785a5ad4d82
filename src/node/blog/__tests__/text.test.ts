/** @jest-environment node */
import { paginate } from '../pagination';
import { countWords, readingTime } from '../reading-time';
import { splitAtTruncateMarker } from '../truncate';

describe('truncation', () => {
  it('cuts a body at the JSX comment marker', () => {
    const body = 'Intro paragraph.\n\nSecond paragraph.\n\n{/* truncate */}\n\n## Rest\n\nMore.';
    expect(splitAtTruncateMarker(body)).toEqual({ excerpt: 'Intro paragraph.\n\nSecond paragraph.', truncated: true });
  });

  it('cuts a body at the HTML comment marker, with any spacing inside', () => {
    expect(splitAtTruncateMarker('A.\n\n<!--truncate-->\n\nB.')).toEqual({ excerpt: 'A.', truncated: true });
    expect(splitAtTruncateMarker('A.\r\n\r\n  <!--   truncate   -->  \r\n\r\nB.')).toEqual({ excerpt: 'A.', truncated: true });
    expect(splitAtTruncateMarker('A.\n{ /*truncate*/ }\nB.')).toEqual({ excerpt: 'A.', truncated: true });
  });

  it('cuts at the first marker only', () => {
    expect(splitAtTruncateMarker('A.\n{/* truncate */}\nB.\n<!-- truncate -->\nC.')).toEqual({ excerpt: 'A.', truncated: true });
  });

  it('keeps the whole body when there is no marker', () => {
    expect(splitAtTruncateMarker('Only text.\n\nMore text.\n\n')).toEqual({ excerpt: 'Only text.\n\nMore text.', truncated: false });
  });

  it('ignores markers inside fenced code blocks (``` and ~~~, longer fences)', () => {
    const lines = ['Intro.', '', '````mdx', '```', '{/* truncate */}', '```', '````', '', '~~~', '<!-- truncate -->', '~~~', '', '{/* truncate */}', 'Rest.'];
    expect(splitAtTruncateMarker(lines.join('\n'))).toEqual({ excerpt: lines.slice(0, 11).join('\n'), truncated: true });
    expect(splitAtTruncateMarker('```\n{/* truncate */}\n```').truncated).toBe(false);
  });

  it('does not take a marker mentioned inside a sentence', () => {
    expect(splitAtTruncateMarker('Write {/* truncate */} on its own line.').truncated).toBe(false);
    expect(splitAtTruncateMarker('Or <!-- truncate --> in Markdown.').truncated).toBe(false);
  });
});

describe('reading time', () => {
  it('counts words, not markup, link targets or MDX comments and imports', () => {
    expect(countWords("import X from './x'\n\nHello, [world](https://example.com/a-b-c)! It's ServiceRadar's 2nd post. {/* truncate */}")).toBe(6);
    expect(countWords('<!-- a comment --> one two')).toBe(2);
  });

  it('rounds up to whole minutes at 200 words a minute, at least one', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    expect(readingTime('')).toBe(1);
    expect(readingTime(words(200))).toBe(1);
    expect(readingTime(words(201))).toBe(2);
    expect(readingTime(words(1000))).toBe(5);
    expect(readingTime(words(1000), 100)).toBe(10);
  });

  it('counts code, which readers read too', () => {
    // go, func, main, fmt.Println, hi
    expect(countWords("```go\nfunc main() { fmt.Println(\"hi\") }\n```")).toBe(5);
  });
});

describe('pagination', () => {
  const items = Array.from({ length: 12 }, (_, i) => i + 1);

  it('splits 12 items into pages of 10 with /page/<n> permalinks and neighbours', () => {
    const pages = paginate(items, 10, '/blog');
    expect(pages.map((p) => ({ ...p, items: p.items.length }))).toEqual([
      { items: 10, page: 1, totalPages: 2, permalink: '/blog', previous: null, next: '/blog/page/2' },
      { items: 2, page: 2, totalPages: 2, permalink: '/blog/page/2', previous: '/blog', next: null },
    ]);
    expect(pages[1].items).toEqual([11, 12]);
  });

  it('handles exact multiples, one item per page and an empty list', () => {
    expect(paginate(items, 6, '/b').map((p) => p.items.length)).toEqual([6, 6]);
    const single = paginate(items.slice(0, 3), 1, '/blog/tags/go');
    expect(single.map((p) => [p.permalink, p.previous, p.next])).toEqual([
      ['/blog/tags/go', null, '/blog/tags/go/page/2'],
      ['/blog/tags/go/page/2', '/blog/tags/go', '/blog/tags/go/page/3'],
      ['/blog/tags/go/page/3', '/blog/tags/go/page/2', null],
    ]);
    expect(paginate([], 10, '/blog')).toEqual([{ items: [], page: 1, totalPages: 1, permalink: '/blog', previous: null, next: null }]);
  });

  it('rejects a page size that is not a positive integer', () => {
    expect(() => paginate(items, 0, '/blog')).toThrow('postsPerPage must be a positive integer, got 0');
    expect(() => paginate(items, 2.5, '/blog')).toThrow('postsPerPage must be a positive integer, got 2.5');
  });
});
