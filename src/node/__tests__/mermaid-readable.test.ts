import { readableSvg } from '../remark/mermaid-themes';

const svg = (attributes: string) => `<svg id="mermaid-abc" ${attributes}><g><text>A</text></g></svg>`;

describe('readableSvg', () => {
  it('lets a wide diagram shrink to 75% of its width, then scroll', () => {
    const result = readableSvg(svg('style="max-width: 1800px;" viewBox="0 0 1800 400"'));
    expect(result.svg).toBe(svg('style="max-width: 1800px; min-width: 1350px;" viewBox="0 0 1800 400"'));
    expect(result.scrolls).toBe(true);
  });

  it('says a diagram that fits a phone does not scroll', () => {
    const result = readableSvg(svg('style="max-width: 400.5px" viewBox="-8 -8 400.5 694"'));
    expect(result.svg).toContain('style="max-width: 400.5px; min-width: 300px;"');
    expect(result.scrolls).toBe(false);
  });

  it('adds a style attribute when there is none', () => {
    expect(readableSvg(svg('viewBox="0 0 1000 10"')).svg).toBe('<svg style="min-width: 750px;" id="mermaid-abc" viewBox="0 0 1000 10"><g><text>A</text></g></svg>');
  });

  it('leaves an SVG without a usable viewBox alone', () => {
    const input = svg('style="max-width: 1800px;"');
    expect(readableSvg(input)).toEqual({ svg: input, scrolls: false });
  });
});
