/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { stripNulBytes } from '../html-nul-bytes';

it('removes NUL bytes from built HTML and leaves other files and clean pages alone', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'badinput-nul-'));
  fs.mkdirSync(path.join(dir, 'docs/x'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'docs/x/index.html'), Buffer.concat([Buffer.from('<a href="#café-na'), Buffer.from([0]), Buffer.from('ïve">x</a>')]));
  fs.writeFileSync(path.join(dir, 'index.html'), '<p>naïve</p>');
  fs.writeFileSync(path.join(dir, 'data.bin'), Buffer.from([1, 0, 2]));
  expect(stripNulBytes(dir)).toEqual([path.join('docs', 'x', 'index.html')]);
  expect(fs.readFileSync(path.join(dir, 'docs/x/index.html'), 'utf8')).toBe('<a href="#café-naïve">x</a>');
  expect(fs.readFileSync(path.join(dir, 'data.bin'))).toEqual(Buffer.from([1, 0, 2]));
  fs.rmSync(dir, { recursive: true, force: true });
});
