/**
 * @jest-environment node
 */
import purify from '../dompurify-jsdom';

describe('DOMPurify for the server render', () => {
  it('works without a browser and removes script, event handlers and javascript: links', () => {
    expect(typeof window).toBe('undefined');
    expect(purify.isSupported).toBe(true);
    expect(purify.sanitize('<p>Hi <img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a></p>')).toBe(
      '<p>Hi <img src="x"><a>x</a></p>',
    );
  });
});

describe('the copies in use', () => {
  // The server render swaps Redoc's dompurify for ours, and the browser build of /api bundles
  // Redoc's: both must be one copy, so the server and the browser sanitize alike.
  it.each(['dompurify', 'polished'])('%s is the copy Redoc itself resolves', (name) => {
    const redoc = require.resolve('redoc/package.json');
    expect(require.resolve(name, { paths: [redoc] })).toBe(require.resolve(name));
  });
});
