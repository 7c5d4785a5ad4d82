import * as polished from 'polished';
import { darken, desaturate, getLuminance, lighten, readableColor, transparentize } from '../css-var-color';

describe('colour helpers for CSS variables', () => {
  it('turns shades of a CSS variable into color-mix() the browser resolves per colour mode', () => {
    expect(darken(0.1, 'var(--site-api-bg)')).toBe('color-mix(in srgb, var(--site-api-bg), black 10%)');
    expect(lighten(0.2, ' var(--site-api-text) ')).toBe('color-mix(in srgb, var(--site-api-text), white 20%)');
    expect(desaturate(0.2, 'var(--x)')).toBe('color-mix(in srgb, var(--x), gray 20%)');
    expect(transparentize(0.93, 'var(--site-api-success)')).toBe('color-mix(in srgb, var(--site-api-success) 7%, transparent)');
    expect(transparentize(0.1, 'var(--x, #333)')).toBe('color-mix(in srgb, var(--x, #333) 90%, transparent)');
  });

  it('leaves literal colours to polished', () => {
    expect(darken(0.1, '#1890ff')).toBe(polished.darken(0.1, '#1890ff'));
    expect(lighten(0.1, '#263238')).toBe(polished.lighten(0.1, '#263238'));
    expect(desaturate(0.2, '#1890ff')).toBe(polished.desaturate(0.2, '#1890ff'));
    expect(transparentize(0.6, '#263238')).toBe('rgba(38,50,56,0.4)');
    expect(getLuminance('#ffffff')).toBe(1);
    expect(readableColor('#1890ff')).toBe(polished.readableColor('#1890ff'));
  });

  it('refuses what needs the resolved colour, naming the value', () => {
    expect(() => getLuminance('var(--site-api-sidebar-bg)')).toThrow(/getLuminance\(var\(--site-api-sidebar-bg\)\).*theme\.ts/);
    expect(() => readableColor('var(--x)')).toThrow(/readableColor\(var\(--x\)\)/);
  });
});
