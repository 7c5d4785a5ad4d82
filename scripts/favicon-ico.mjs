// Writes static/favicon.ico from the SVG favicon that content/site-config.yaml names.
// Pages name the SVG in a <link rel="icon">, but a browser showing a document that is not
// HTML (a Markdown twin, llms.txt, a feed) asks for /favicon.ico, and so do feed readers and
// older browsers: without the file each of those is a 404.
//
// Usage: node scripts/favicon-ico.mjs          (rewrite static/favicon.ico)
// The unit test scripts/__tests__/favicon-ico.test.mjs fails when the SVG changed and this was not run.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import YAML from 'yaml';

export const ICO_FILE = 'static/favicon.ico';
const SIZES = [16, 32, 48];

/** The SVG the site config names, as a path in static/. */
export function faviconSvg(root = '.') {
  const config = YAML.parse(fs.readFileSync(path.join(root, 'content/site-config.yaml'), 'utf8'));
  return path.join(root, 'static', String(config.favicon));
}

/** An ICO holding one PNG per size (the format has allowed PNG images since Windows Vista). */
export async function icoFromSvg(svgFile) {
  const svg = fs.readFileSync(svgFile);
  const pngs = await Promise.all(SIZES.map((size) => sharp(svg, { density: 72 * (size / 32) * 4 }).resize(size, size).png().toBuffer()));
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map((png, i) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(SIZES[i] % 256, 0); // width (0 would mean 256)
    entry.writeUInt8(SIZES[i] % 256, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs]);
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const svg = faviconSvg();
  fs.writeFileSync(ICO_FILE, await icoFromSvg(svg));
  console.log(`wrote ${ICO_FILE} (${SIZES.join(', ')} px) from ${svg}`);
}
