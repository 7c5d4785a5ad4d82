import * as polished from 'polished';

/**
 * The colour helpers Redoc imports from polished, taught to accept CSS custom properties.
 *
 * Redoc derives shades from its theme colours in JavaScript (darken, transparentize, ...),
 * and polished can only parse literal colours. The API reference themes Redoc with the
 * site's colour variables (`var(--site-api-text)`), so one server-rendered stylesheet serves
 * both colour modes: for a `var()` these helpers return the equivalent CSS `color-mix()`,
 * which the browser resolves in the current mode. Literal colours still go to polished.
 * The build substitutes this module for polished inside Redoc only
 * (src/node/webpack/redoc.ts).
 */

const isCssVariable = (color: string) => /^\s*var\(/.test(color);
const percent = (fraction: number) => `${Math.round(Math.min(Math.max(fraction, 0), 1) * 1000) / 10}%`;

function mix(color: string, other: string, otherFraction: number): string {
  return `color-mix(in srgb, ${color.trim()}, ${other} ${percent(otherFraction)})`;
}

/** A value that needs the colour's luminance cannot be computed before the browser resolves the variable. */
function unsupported(name: string, color: string): never {
  throw new Error(
    `${name}(${color}): the colour of a CSS variable is not known at build time; give this theme value a literal colour or set the derived value explicitly (src/theme/ApiReference/theme.ts).`,
  );
}

export function darken(amount: number | string, color: string): string {
  return isCssVariable(color) ? mix(color, 'black', Number(amount)) : polished.darken(amount, color);
}

export function lighten(amount: number | string, color: string): string {
  return isCssVariable(color) ? mix(color, 'white', Number(amount)) : polished.lighten(amount, color);
}

export function desaturate(amount: number | string, color: string): string {
  return isCssVariable(color) ? mix(color, 'gray', Number(amount)) : polished.desaturate(amount, color);
}

/** polished lowers the alpha channel by `amount`; mixing with transparent does the same for an opaque colour. */
export function transparentize(amount: number | string, color: string): string {
  return isCssVariable(color) ? `color-mix(in srgb, ${color.trim()} ${percent(1 - Number(amount))}, transparent)` : polished.transparentize(amount, color);
}

export function getLuminance(color: string): number {
  return isCssVariable(color) ? unsupported('getLuminance', color) : polished.getLuminance(color);
}

export function readableColor(color: string, returnIfLightColor?: string, returnIfDarkColor?: string, strict?: boolean): string {
  return isCssVariable(color) ? unsupported('readableColor', color) : polished.readableColor(color, returnIfLightColor, returnIfDarkColor, strict);
}
