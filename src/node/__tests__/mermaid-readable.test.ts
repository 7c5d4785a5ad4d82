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
  it('lets a wide diagram shrink to 75% of its width, then scroll, and makes it focusable', () => {
    const div = container('0 0 1800 400');
    keepReadable(div);
    expect(svgOf(div).properties?.style).toBe('max-width: 1800px; min-width: 1350px;');
    expect(div.properties?.tabIndex).toBe(0);
  });

  it('leaves a diagram that fits a phone unfocusable', () => {
    const div = container('0 0 400.5 694', 'max-width: 400.5px');
    keepReadable(div);
    expect(svgOf(div).properties?.style).toBe('max-width: 400.5px; min-width: 300px;');
    expect(div.properties?.tabIndex).toBeUndefined();
  });

  it('does nothing without a usable viewBox', () => {
    const div = container(undefined);
    keepReadable(div);
    expect(svgOf(div).properties?.style).toBe('max-width: 1800px;');
  });
});
