/** @jest-environment node */
import { withoutNulBytes } from '../html-nul-bytes';

it('removes the NUL bytes React left in a page, and leaves a clean page alone', () => {
  const broken = Buffer.concat([Buffer.from('<a href="#café-na'), Buffer.from([0]), Buffer.from('ïve">x</a>')]);
  expect(withoutNulBytes(broken)?.toString('utf8')).toBe('<a href="#café-naïve">x</a>');
  expect(withoutNulBytes(Buffer.from('<p>naïve</p>'))).toBeNull();
});
