// static/favicon.ico is the site config's SVG favicon as scripts/favicon-ico.mjs draws it now.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ICO_FILE, faviconSvg, icoFromSvg } from '../favicon-ico.mjs';

describe('static/favicon.ico', () => {
  it('is the configured SVG favicon drawn at 16, 32 and 48 px (run node scripts/favicon-ico.mjs after changing it)', async () => {
    const expected = await icoFromSvg(faviconSvg());
    assert.ok(fs.readFileSync(ICO_FILE).equals(expected), `${ICO_FILE} is not ${faviconSvg()} as drawn now: run node scripts/favicon-ico.mjs`);
  });

  it('holds one PNG per size, each where its directory entry says', async () => {
    const ico = fs.readFileSync(ICO_FILE);
    assert.deepEqual([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)], [0, 1, 3]);
    const sizes = [];
    for (let i = 0; i < 3; i++) {
      const entry = 6 + 16 * i;
      const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      const png = ico.subarray(offset, offset + length);
      assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
      // IHDR: width and height at bytes 16 and 20.
      assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [ico[entry], ico[entry + 1]]);
      sizes.push(ico[entry]);
    }
    assert.deepEqual(sizes, [16, 32, 48]);
  });

  it('changes when the SVG does', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'favicon-'));
    try {
      const svg = fs.readFileSync(faviconSvg(), 'utf8').replaceAll('#2e7d32', '#c62828');
      fs.writeFileSync(path.join(dir, 'red.svg'), svg);
      assert.ok(!(await icoFromSvg(path.join(dir, 'red.svg'))).equals(fs.readFileSync(ICO_FILE)));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
