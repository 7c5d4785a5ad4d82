/** @jest-environment node */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { fixture, renderFixture, renderPage, workDir } from './pipeline';

const hashed = (file: string) => `/static/${crypto.createHash('sha256').update(fs.readFileSync(fixture(file))).digest('hex').slice(0, 16)}`;

describe('remarkLocalImages', () => {
  it('publishes images beside the page under content-hashed URLs and leaves other URLs alone', async () => {
    const html = await renderFixture('post/index.mdx');
    const flow = `${hashed('post/flow.png')}/flow.png`;
    const spaces = `${hashed('post/my diagram.png')}/my-diagram.png`;
    expect(html.match(/<img [^>]*>/g)).toEqual([
      `<img src="${flow}" alt="A flow"/>`,
      `<img src="${spaces}" alt="Spaces"/>`,
      `<img src="${flow}" alt="As JSX"/>`,
      '<img src="https://example.com/a.png" alt="Remote"/>',
      '<img src="/img/logo.svg" alt="Absolute"/>',
      '<img src="data:image/png;base64,AAAA" alt="Data"/>',
      `<img src="${flow}" alt="In a list"/>`,
    ]);
    // Copied into the built site (public/ of the working directory), byte for byte.
    expect(fs.readFileSync(path.join(workDir, 'public', flow))).toEqual(fs.readFileSync(fixture('post/flow.png')));
    expect(fs.readFileSync(path.join(workDir, 'public', spaces))).toEqual(fs.readFileSync(fixture('post/my diagram.png')));
  });

  it.each([
    ['Markdown image', '![Gone](./missing.png)\n', 'Image "./missing.png" not found', '1:1-1:23'],
    ['JSX <img>', 'Text.\n\n<img src="./nested/gone.svg" alt="" />\n', 'Image "./nested/gone.svg" not found', '3:1-3:39'],
    ['directory', '![A folder](./)\n', 'Image "./" not found', '1:1-1:16'],
  ])('fails on a missing file (%s), naming the image, where it looked and the line', async (_, source, reason, place) => {
    const error = (await renderPage(source, fixture('post/index.mdx')).then(() => null, (e: unknown) => e)) as { reason: string } | null;
    expect(error).toMatchObject({ name: `${fixture('post/index.mdx')}:${place}`, ruleId: 'missing', source: 'local-images' });
    expect(error?.reason).toMatch(new RegExp(`^${reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: looked for .*__fixtures__/post`));
  });
});
