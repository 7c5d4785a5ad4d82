import { fixHeadingLevels } from '../heading-levels';

// The heading outline of one Redoc operation, as server-rendered on /api.
const OPERATION = '<h1>API</h1><h2>Get one poller</h2><h5>Authorizations:</h5><h5>path Parameters</h5><h3>Responses</h3><h5>Response Schema</h5><h3>Response samples</h3>';

const levels = (root: HTMLElement) =>
  [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => `${h.tagName}:${h.getAttribute('aria-level') ?? '-'}`);

describe('fixHeadingLevels', () => {
  it('gives a heading that skips levels the level below the one before it', () => {
    const root = document.createElement('div');
    root.innerHTML = OPERATION;
    fixHeadingLevels(root);
    expect(levels(root)).toEqual(['H1:-', 'H2:-', 'H5:3', 'H5:3', 'H3:-', 'H5:4', 'H3:-']);
  });

  it('gives the same result when run again, and leaves a well-ordered outline alone', () => {
    const root = document.createElement('div');
    root.innerHTML = OPERATION;
    fixHeadingLevels(root);
    fixHeadingLevels(root);
    expect(levels(root)).toEqual(['H1:-', 'H2:-', 'H5:3', 'H5:3', 'H3:-', 'H5:4', 'H3:-']);
    root.innerHTML = '<h1>A</h1><h2>B</h2><h3>C</h3><h2>D</h2>';
    fixHeadingLevels(root);
    expect(levels(root)).toEqual(['H1:-', 'H2:-', 'H3:-', 'H2:-']);
  });
});
