import React from 'react';
import { render, screen } from '@testing-library/react';
import type { BlogPostPreview as Preview } from '../../../content-model/blog';
import BlogPostPreview, { BlogPostList } from '..';

const post: Preview = {
  title: 'Scanning fast',
  permalink: '/blog/scanning-fast',
  description: 'How we scan fast.',
  date: '2025-10-22T00:00:00.000Z',
  formattedDate: 'October 22, 2025',
  readingTime: 7,
  authors: [{ key: 'team', name: 'The Team', title: 'Maintainers', url: null, imageUrl: '/static/abc/team.svg', permalink: '/blog/authors/team', socials: [] }],
  tags: [{ key: 'go', label: 'Go', permalink: '/blog/tags/go' }],
  excerptHtml: '<p>The <em>opening</em> paragraph.</p>',
  truncated: true,
};

describe('blog post preview', () => {
  it('shows title link, date, reading time, author with avatar, tags, excerpt and a named Read more link', () => {
    const { container } = render(<BlogPostPreview post={post} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Scanning fast' }).querySelector('a')?.getAttribute('href')).toBe('/blog/scanning-fast');
    const time = container.querySelector('time');
    expect([time?.getAttribute('datetime'), time?.textContent]).toEqual(['2025-10-22T00:00:00.000Z', 'October 22, 2025']);
    expect(container.textContent).toContain('7 min read');
    const author = screen.getByRole('link', { name: 'The Team' });
    expect(author.getAttribute('href')).toBe('/blog/authors/team');
    expect(author.querySelector('img')?.getAttribute('src')).toBe('/static/abc/team.svg');
    expect(author.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.getByRole('link', { name: 'Go' }).getAttribute('href')).toBe('/blog/tags/go');
    expect(container.querySelector('.markdown')?.innerHTML).toBe('<p>The <em>opening</em> paragraph.</p>');
    expect(screen.getByRole('link', { name: 'Read more about Scanning fast' }).getAttribute('href')).toBe('/blog/scanning-fast');
  });

  it('has no Read more link when the excerpt is the whole post', () => {
    render(<BlogPostPreview post={{ ...post, truncated: false }} />);
    expect(screen.queryByRole('link', { name: /Read more/ })).toBeNull();
  });

  it('says so when there are no posts', () => {
    render(<BlogPostList posts={[]} />);
    expect(screen.getByText('No posts yet.')).toBeTruthy();
  });
});
