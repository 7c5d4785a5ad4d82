import React from 'react';
import { render, screen, within } from '@testing-library/react';
import BlogSidebar from '..';

const data = {
  title: 'Recent posts',
  groups: [
    { year: '2025', posts: [{ title: 'Newest', permalink: '/blog/newest' }, { title: 'Spring', permalink: '/blog/spring' }] },
    { year: '2024', posts: [{ title: 'Last year', permalink: '/blog/last-year' }] },
  ],
};

describe('blog sidebar', () => {
  it('shows a heading per year above that year’s posts and marks the current post', () => {
    render(<BlogSidebar data={data} activePath="/blog/spring" />);
    const nav = screen.getByRole('navigation', { name: 'Blog recent posts' });
    // The title is an h2 and the years h3 under it, so heading levels stay in order on every blog page.
    expect(within(nav).getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual(['H2 Recent posts', 'H3 2025', 'H3 2024']);
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Newest', '/blog/newest'],
      ['Spring', '/blog/spring'],
      ['Last year', '/blog/last-year'],
    ]);
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual(['Spring']);
    // The year heading comes right before its list.
    expect(within(nav).getByRole('heading', { name: '2024' }).nextElementSibling?.textContent).toBe('Last year');
  });

  it('closes the mobile menu when a post is chosen', () => {
    const onNavigate = jest.fn();
    render(<BlogSidebar data={data} activePath="/blog" variant="mobile" onNavigate={onNavigate} />);
    screen.getByRole('link', { name: 'Last year' }).click();
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
