import fs from 'fs';
import path from 'path';

/**
 * React 18's renderToPipeableStream (Gatsby's SSR) can flush a 2 KB buffer whose end was never
 * written when a multi-byte character (accented letters, CJK, emoji) would straddle it, leaving
 * NUL bytes in the HTML, which then break the text and ids they land in
 * (https://github.com/react/react/issues/31134). The character itself follows whole, so removing
 * the NULs restores the page; HTML never holds a legitimate one.
 */
export function stripNulBytes(publicDir: string): string[] {
  const fixed: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const html = fs.readFileSync(full);
        if (!html.includes(0)) continue;
        fs.writeFileSync(full, Buffer.from(html.filter((byte) => byte !== 0)));
        fixed.push(path.relative(publicDir, full));
      }
    }
  };
  walk(publicDir);
  return fixed;
}
