import type { Element } from 'hast';
import { keepReadable } from '../remark/mermaid-themes';

const container = (viewBox: string | undefined, style = 'max-width: 1800px;'): Element => ({
  type: 'element',
  tagName: 'div',
  properties: { className: ['mermaid-diagram'] },
  children: [
    {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [{ type: 'element', tagName: 'svg', properties: { viewBox, style }, children: [] }],
    },
  ],
});

const svgOf = (div: Element) => (div.children[0] as Element).children[0] as Element;

describe('keepReadable', () => {
  it('lets a wide diagram shrink to 60% of its width, then scroll, and makes it focusable', () => {
    const div = container('0 0 1800 400');
    keepReadable(div);
    expect(svgOf(div).properties?.style).toBe('max-width: 1800px; min-width: 1080px;');
    expect(div.properties?.tabIndex).toBe(0);
  });

  it('leaves a diagram that fits a phone unfocusable', () => {
    const div = container('0 0 467.86 694', 'max-width: 467.86px');
    keepReadable(div);
    expect(svgOf(div).properties?.style).toBe('max-width: 467.86px; min-width: 281px;');
    expect(div.properties?.tabIndex).toBeUndefined();
  });

  it('does nothing without a usable viewBox', () => {
    const div = container(undefined);
    keepReadable(div);
    expect(svgOf(div).properties?.style).toBe('max-width: 1800px;');
  });
});
