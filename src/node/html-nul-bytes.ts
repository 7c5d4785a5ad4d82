/**
 * React 18's renderToPipeableStream (Gatsby's SSR) can flush a 2 KB buffer whose end was never
 * written when a multi-byte character (accented letters, CJK, emoji) would straddle it, leaving
 * NUL bytes in the HTML, which then break the text and ids they land in
 * (https://github.com/react/react/issues/31134). The character itself follows whole, so removing
 * the NULs restores the page; HTML never holds a legitimate one. Null when there is none.
 */
export function withoutNulBytes(html: Buffer): Buffer | null {
  if (!html.includes(0)) return null;
  return Buffer.from(html.filter((byte) => byte !== 0));
}
