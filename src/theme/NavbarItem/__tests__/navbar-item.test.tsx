import React from 'react';
import { render as rtlRender, screen } from '@testing-library/react';
import { LocationProvider, createHistory, createMemorySource } from '@gatsbyjs/reach-router';
import NavbarItem from '..';

const render = (ui: React.ReactElement) =>
  rtlRender(<LocationProvider history={createHistory(createMemorySource('/docs/intro'))}>{ui}</LocationProvider>);

// eslint-disable-next-line @typescript-eslint/no-require-imports
const gatsby = require('gatsby') as { __setStaticQueryData: (d: unknown) => void };

describe('navbar item', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    gatsby.__setStaticQueryData({ siteConfig: { versions: [{ name: 'current', label: 'Next', path: '/docs', mainDocPath: '/docs/intro' }] } });
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders a link item', () => {
    render(<NavbarItem item={{ type: 'link', label: 'Blog', to: '/blog', position: 'left' }} variant="desktop" />);
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
  });

  it('shows a configuration hint instead of crashing when an item cannot render', () => {
    render(
      <div>
        <NavbarItem item={{ type: 'sparkles', position: 'right' }} variant="desktop" />
        <NavbarItem item={{ type: 'link', label: 'Docs', to: '/docs/intro', position: 'left' }} variant="desktop" />
      </div>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/This navbar item failed to render\. Please check the navbar configuration/);
    expect(screen.getByRole('alert').textContent).toContain('"type":"sparkles"');
    expect(screen.getByRole('link', { name: 'Docs' })).toBeTruthy();
  });
});
