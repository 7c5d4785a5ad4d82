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
