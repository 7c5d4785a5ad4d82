/** @jest-environment node */
import path from 'path';
import { BlogPostFrontmatterSchema } from '../../../content-model/blog';
import { BlogConfigSchema } from '../../../content-model/site';
import { ValidationError, zodProblems } from '../../../lib/validation-error';
import { loadBlog } from './load-blog';
import { groupByYear } from '../../../lib/group-by-year';
import { formatDate } from '../format-date';
import { paginate } from '../pagination';
import { parsePostName, postName, toIsoDate } from '../load-posts';

const fixtures = 'src/node/blog/__fixtures__';
const config = (blogPath: string, extra: Record<string, unknown> = {}) => BlogConfigSchema.parse({ path: blogPath, ...extra });

function problemsOf(blogPath: string): string {
  try {
    loadBlog(config(blogPath), { includeDrafts: true });
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
  throw new Error(`expected ${blogPath} to be rejected`);
}

describe('post frontmatter schema', () => {
  const valid = { title: 'T', description: 'D' };
  const problems = (raw: unknown) => {
    const result = BlogPostFrontmatterSchema.safeParse(raw);
    return result.success ? [] : zodProblems(result.error);
  };

  it('applies defaults and accepts a single author or tag key', () => {
    expect(BlogPostFrontmatterSchema.parse({ ...valid, authors: 'team', tags: 'go' })).toEqual({
      ...valid,
      authors: ['team'],
      tags: ['go'],
      draft: false,
      keywords: [],
    });
  });

  it('accepts dates and date-times, and rejects impossible or free-form dates', () => {
    expect(problems({ ...valid, date: '2025-03-24' })).toEqual([]);
    expect(problems({ ...valid, date: '2025-03-24T10:30:00Z' })).toEqual([]);
    expect(problems({ ...valid, date: '2025-02-29' })).toEqual(['date: not a real calendar date']);
    expect(problems({ ...valid, date: 'March 24' })).toEqual(['date: a date is written YYYY-MM-DD (or as an ISO 8601 date-time)']);
  });

  it('names every bad field, unknown keys included', () => {
    expect(problems({ title: '', authors: ['Team Lead'], tags: [1], draft: 'no', keyword: ['x'], image: '//cdn.example.com/a.png' })).toEqual([
      'title: String must contain at least 1 character(s)',
      'description: required field is missing (expected string)',
      'authors[0]: use lowercase letters, digits and dashes',
      'tags[0]: expected string, received number',
      'image: must be a local file (a path relative to this file), not a URL: the site loads nothing from other origins',
      'draft: expected boolean, received string',
      '(root): unknown key "keyword" (remove it or check the spelling)',
    ]);
  });
});

describe('post names', () => {
  it('takes the name from the file, or from the folder of an index file', () => {
    expect(postName('2025-03-24-welcome/index.mdx')).toBe('2025-03-24-welcome');
    expect(postName('2025/2025-03-24-welcome.md')).toBe('2025-03-24-welcome');
    expect(postName('index.mdx')).toBe('index');
  });

  it('reads dates and date-times as UTC unless they name a zone', () => {
    expect(toIsoDate('2025-03-24')).toBe('2025-03-24T00:00:00.000Z');
    expect(toIsoDate('2025-03-24 10:30')).toBe('2025-03-24T10:30:00.000Z');
    expect(toIsoDate('2025-03-24T10:30:00+02:00')).toBe('2025-03-24T08:30:00.000Z');
  });

  it('splits a dated name into date and slug', () => {
    expect(parsePostName('2025-03-24-welcome-to-serviceradar')).toEqual({ date: '2025-03-24', slug: 'welcome-to-serviceradar' });
    expect(parsePostName('no-date')).toEqual({ date: null, slug: 'no-date' });
  });
});

describe('the real blog', () => {
  const blog = loadBlog(config('content/blog'), { includeDrafts: false });

  it('has the three posts, newest first, all by the team author', () => {
    expect(blog.posts.map((p) => [p.permalink, p.date])).toEqual([
      ['/blog/blazing-fast-go-syn-scanner', '2025-10-22T00:00:00.000Z'],
      ['/blog/monitoring-ubiquiti-with-serviceradar-snmp', '2025-03-26T00:00:00.000Z'],
      ['/blog/welcome-to-serviceradar', '2025-03-24T00:00:00.000Z'],
    ]);
    expect(blog.posts.every((p) => p.truncated && p.authors.join() === 'serviceradar-team')).toBe(true);
    expect(blog.warnings).toEqual([]);
  });

  it('has one team author with a local avatar and the expected page', () => {
    expect([...blog.authors.keys()]).toEqual(['serviceradar-team']);
    const team = blog.authors.get('serviceradar-team')!;
    expect(team).toMatchObject({ name: 'The ServiceRadar team', permalink: '/blog/authors/all-serviceradar-team-articles', url: 'https://github.com/carverauto/serviceradar' });
    expect(team.imageUrl).toMatch(/^\/static\/[0-9a-f]{16}\/serviceradar-team\.svg$/);
    expect(team.socials).toEqual([{ platform: 'github', label: 'GitHub', url: 'https://github.com/carverauto' }]);
  });

  it('has the 16 tags, each used by a post', () => {
    expect([...blog.tags.keys()].sort()).toEqual(
      'cbpf cloud go linux monitoring netauto network-monitoring network-scanning nms observability performance security serviceradar welcome zero-touch zero-trust'.split(' '),
    );
    expect(blog.tags.get('zero-touch')).toMatchObject({ label: 'Zero Touch Provisioning', permalink: '/blog/tags/zero-touch' });
  });
});

describe('the 12-post fixture blog', () => {
  const dir = 'e2e/fixtures/blog-12';
  const blog = loadBlog(config(dir), { includeDrafts: false });

  it('loads 12 posts newest first, dates and slugs from the names; the draft only in development', () => {
    expect(blog.posts).toHaveLength(12);
    expect(blog.posts[0]).toMatchObject({ slug: 'release-notes', date: '2025-08-25T00:00:00.000Z', format: 'md', truncated: true });
    expect(blog.posts[11]).toMatchObject({ slug: 'first-light', date: '2024-02-05T00:00:00.000Z' });
    const dates = blog.posts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(blog.posts.find((p) => p.slug === 'snmp-basics')?.sourcePath).toBe(`${dir}/2024-06-30-snmp-basics.mdx`);
    const dev = loadBlog(config(dir), { includeDrafts: true });
    expect(dev.posts).toHaveLength(13);
    expect(dev.posts[0]).toMatchObject({ slug: 'unfinished', draft: true });
  });

  it('warns about the post without a truncate marker', () => {
    expect(blog.warnings).toEqual([`${dir}/2024-12-20-year-in-review/index.mdx: no truncate marker ({/* truncate */}): list pages show the whole post`]);
    expect(blog.posts.find((p) => p.slug === 'year-in-review')).toMatchObject({ truncated: false });
  });

  it('paginates 10 per page: /blog has the 10 newest, /blog/page/2 the 2 oldest', () => {
    const pages = paginate(blog.posts, config(dir).postsPerPage, '/blog');
    expect(pages).toHaveLength(2);
    expect(pages[0].items.map((p) => p.slug)).toEqual(blog.posts.slice(0, 10).map((p) => p.slug));
    expect(pages[1]).toMatchObject({ permalink: '/blog/page/2', previous: '/blog', next: null });
    expect(pages[1].items.map((p) => p.slug)).toEqual(['snmp-basics', 'poller-notes', 'first-light'].slice(1));
  });

  it('groups posts by year for the sidebar and the archive', () => {
    expect(groupByYear(blog.posts).map((g) => [g.year, g.items.length])).toEqual([
      ['2025', 7],
      ['2024', 5],
    ]);
    expect(groupByYear(blog.posts.slice(0, 8)).map((g) => [g.year, g.items.length])).toEqual([
      ['2025', 7],
      ['2024', 1],
    ]);
    expect(groupByYear(blog.posts)[1].items.at(-1)?.permalink).toBe('/blog/first-light');
  });

  it('resolves authors and tags of a post', () => {
    const post = blog.posts.find((p) => p.slug === 'snmp-basics')!;
    const authors = post.authors.map((key) => blog.authors.get(key)!);
    expect(authors.map((a) => [a.name, a.permalink, a.imageUrl?.replace(/[0-9a-f]{16}/, 'HASH') ?? null])).toEqual([
      ['The Fixture team', '/blog/authors/all-fixture-team-articles', '/static/HASH/fixture-team.svg'],
      ['Fixture Bot', '/blog/authors/fixture-bot', null],
    ]);
    expect(post.tags.map((key) => blog.tags.get(key))).toEqual([
      { key: 'fixture', label: 'Fixture', permalink: '/blog/tags/fixture', description: expect.any(String) },
      { key: 'odd', label: 'Odd', permalink: '/blog/tags/odd', description: expect.any(String) },
    ]);
    expect(blog.posts.find((p) => p.slug === 'agent-checklist')?.imageFile).toBe(path.resolve(dir, '2024-09-09-agent-checklist/card.svg'));
  });

  it('honours another route base path', () => {
    const news = loadBlog(config(dir, { routeBasePath: '/news' }), { includeDrafts: false });
    expect(news.posts[0].permalink).toBe('/news/release-notes');
    expect(news.tags.get('odd')?.permalink).toBe('/news/tags/odd');
  });
});

describe('validation', () => {
  it('formats dates in UTC, the same on every machine', () => {
    expect(formatDate('2025-03-24T00:00:00.000Z')).toBe('March 24, 2025');
    expect(formatDate('2024-12-31T23:30:00.000Z')).toBe('December 31, 2024');
  });

  it('reports every broken post at once, naming the file and the field', () => {
    expect(problemsOf(`${fixtures}/invalid-posts`)).toMatchInlineSnapshot(`
"src/node/blog/__fixtures__/invalid-posts: 11 problems:
  - src/node/blog/__fixtures__/invalid-posts/2025-01-01-unknown-key.mdx: frontmatter title: required field is missing (expected string)
  - src/node/blog/__fixtures__/invalid-posts/2025-01-01-unknown-key.mdx: frontmatter draft: expected boolean, received string
  - src/node/blog/__fixtures__/invalid-posts/2025-01-01-unknown-key.mdx: frontmatter (root): unknown key "titel" (remove it or check the spelling)
  - src/node/blog/__fixtures__/invalid-posts/2025-01-02-reserved.mdx: frontmatter slug: "archive" would collide with the blog's own /blog/archive pages: choose another slug
  - src/node/blog/__fixtures__/invalid-posts/2025-01-06-remote-image.mdx: frontmatter date: a date is written YYYY-MM-DD (or as an ISO 8601 date-time)
  - src/node/blog/__fixtures__/invalid-posts/2025-01-06-remote-image.mdx: frontmatter image: must be a local file (a path relative to this file), not a URL: the site loads nothing from other origins
  - src/node/blog/__fixtures__/invalid-posts/2025-01-07-Bad Name.mdx: frontmatter slug: "Bad Name" (from the file name) is not a valid slug: rename the file or set "slug: my-post"
  - src/node/blog/__fixtures__/invalid-posts/2025-01-08-missing-image.mdx: frontmatter image: file not found: src/node/blog/__fixtures__/invalid-posts/nowhere.png
  - src/node/blog/__fixtures__/invalid-posts/2025-02-30-impossible-day.mdx: file name: 2025-02-30 is not a real calendar date: fix the name or set "date: YYYY-MM-DD"
  - src/node/blog/__fixtures__/invalid-posts/no-date-here.mdx: frontmatter date: the post has no date: add "date: YYYY-MM-DD" or start its name with one (2025-03-24-no-date-here)
  - src/node/blog/__fixtures__/invalid-posts/2025-01-05-dup-b.md: frontmatter slug: /blog/same-slug is also the permalink of src/node/blog/__fixtures__/invalid-posts/2025-01-04-dup-a.mdx (change one slug)"
`);
  });

  it('names the post and the unknown author or tag key, and lists the valid keys', () => {
    expect(problemsOf(`${fixtures}/unknown-refs`)).toMatchInlineSnapshot(`
"src/node/blog/__fixtures__/unknown-refs: 3 problems:
  - src/node/blog/__fixtures__/unknown-refs/2025-01-01-refs.mdx: frontmatter authors[1]: unknown author "jdoe" (defined in src/node/blog/__fixtures__/unknown-refs/authors.yaml: team)
  - src/node/blog/__fixtures__/unknown-refs/2025-01-01-refs.mdx: frontmatter tags[1]: unknown tag "golang" (defined in src/node/blog/__fixtures__/unknown-refs/tags.yaml: go, linux)
  - src/node/blog/__fixtures__/unknown-refs/2025-01-01-refs.mdx: frontmatter tags[2]: tag "go" is listed twice"
`);
  });

  it('validates authors.yaml and tags.yaml: remote images, missing files, duplicate permalinks, unknown keys', () => {
    expect(problemsOf(`${fixtures}/invalid-authors-tags`)).toMatchInlineSnapshot(`
"src/node/blog/__fixtures__/invalid-authors-tags: 9 problems:
  - src/node/blog/__fixtures__/invalid-authors-tags/authors.yaml: remote.image: must be a local file (a path relative to this file), not a URL: the site loads nothing from other origins
  - src/node/blog/__fixtures__/invalid-authors-tags/authors.yaml: odd.page.permalink: a permalink is a path such as "/my-tag" (lowercase, starting with "/")
  - src/node/blog/__fixtures__/invalid-authors-tags/authors.yaml: odd.socials: unknown key "myspace" (remove it or check the spelling)
  - src/node/blog/__fixtures__/invalid-authors-tags/authors.yaml: odd: unknown key "email" (remove it or check the spelling)
  - src/node/blog/__fixtures__/invalid-authors-tags/authors.yaml: missing-file.image: file not found: src/node/blog/__fixtures__/invalid-authors-tags/avatars/missing.png
  - src/node/blog/__fixtures__/invalid-authors-tags/authors.yaml: same-page.page.permalink: "/shared" is also the permalink of author "missing-file" (each author needs its own page)
  - src/node/blog/__fixtures__/invalid-authors-tags/tags.yaml: Bad_Key: use lowercase letters, digits and dashes for the key
  - src/node/blog/__fixtures__/invalid-authors-tags/tags.yaml: nodesc.description: required field is missing (expected string)
  - src/node/blog/__fixtures__/invalid-authors-tags/tags.yaml: golang.permalink: "/go" is also the permalink of tag "go" (each tag needs its own page)"
`);
  });

  it('reports a YAML syntax error in authors.yaml with its line', () => {
    expect(problemsOf(`${fixtures}/yaml-syntax`)).toMatch(/^src\/node\/blog\/__fixtures__\/yaml-syntax: 1 problem:\n {2}- src\/node\/blog\/__fixtures__\/yaml-syntax\/authors\.yaml: YAML syntax error at line \d+, column \d+: /);
  });

  it('fails when the blog folder does not exist', () => {
    expect(problemsOf('content/no-such-blog')).toBe('content/no-such-blog: 1 problem:\n  - blog.path: the blog folder does not exist (set blog.path in the site config)');
  });
});
