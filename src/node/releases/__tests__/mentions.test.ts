/** @jest-environment node */
import path from 'path';
import { renderPage, workDir } from '../../remark/__tests__/pipeline';

const links = (html: string) => [...html.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map((m) => `${m[2]} -> ${m[1]}`);

describe('remarkReleaseMentions, in the page pipeline of gatsby-config.ts', () => {
  // Read as if it were content/docs/upgrade.mdx: the site's docs folder, relative to the working directory.
  const doc = () => path.join(workDir, 'content/docs/upgrade.mdx');

  it('links the first mention of each release in running text, v-prefixed or not', async () => {
    const html = await renderPage(
      [
        '# Upgrading to 1.0.53',
        '',
        'Release v1.0.53 follows 1.0.52; 1.0.53 again, and 1.0.54-pre5 is newer. 1.0.5 and 1.0.530 and 1.0.53.1 are not releases.',
        '',
        'Run `apt install serviceradar-core=1.0.52` or read [the 1.0.52 notes](/docs/intro).',
        '',
        '```bash',
        'echo 1.0.54-pre5',
        '```',
      ].join('\n'),
      doc(),
    );
    expect(links(html)).toEqual(['v1.0.53 -> /releases/1.0.53', '1.0.52 -> /releases/1.0.52', '1.0.54-pre5 -> /releases/1.0.54-pre5', 'the 1.0.52 notes -> /docs/intro']);
    expect(html).toContain('<h1>Upgrading to 1.0.53</h1>');
    expect(html).toContain('1.0.53 again');
  });

  it('leaves files outside the docs folders alone (a post, a release note)', async () => {
    const html = await renderPage('Since 1.0.53.', path.join(workDir, 'content/blog/2025-01-01-x/index.mdx'));
    expect(links(html)).toEqual([]);
  });
});
