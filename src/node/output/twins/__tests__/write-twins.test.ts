/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Reporter } from 'gatsby';
import { removeBuiltTwins, writeTwins } from '../write-twins';
import { buildTwinFiles, type TwinFile } from '../twins';

// The twins' text is the subject of other tests: here, what a build writes of it into public/.
jest.mock('../twins', () => ({ buildTwinFiles: jest.fn() }));
jest.mock('../twin-memo', () => ({ twinMemo: () => ({ convert: jest.fn(), convertAhead: jest.fn(), save: jest.fn(), converted: 0 }) }));

const project = process.cwd();
let dir = '';
const reporter = { info: jest.fn() } as unknown as Reporter;
const helpers = { getNodesByType: () => [], getNode: () => undefined };

/** One build whose twins are `files`; returns the paths it wrote. */
async function build(files: TwinFile[]): Promise<string[]> {
  jest.mocked(buildTwinFiles).mockResolvedValue(files);
  const write = jest.spyOn(fs, 'writeFileSync');
  try {
    await writeTwins(reporter, helpers, path.join(dir, 'public'));
    return write.mock.calls.map(([file]) => String(file)).filter((file) => file.includes(`${path.sep}public${path.sep}`)).map((file) => file.slice(path.join(dir, 'public').length));
  } finally {
    write.mockRestore();
  }
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-twins-'));
  process.chdir(dir);
});
afterEach(() => {
  process.chdir(project);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('writing the twins', () => {
  const intro = { path: '/docs/intro.md', text: '# Intro\n' };
  const llms = { path: '/llms.txt', text: '# Site\n- [Intro](https://x.example/docs/intro.md)\n' };

  it('writes a file only when its text changed or it is missing, and removes the twin of a page gone since', async () => {
    expect(await build([intro, llms])).toEqual(['/docs/intro.md', '/llms.txt']);
    // A warm build with nothing changed writes nothing into public/.
    expect(await build([intro, llms])).toEqual([]);
    // An edited doc: its twin only.
    expect(await build([{ ...intro, text: '# Intro, edited\n' }, llms])).toEqual(['/docs/intro.md']);
    expect(fs.readFileSync(path.join(dir, 'public/docs/intro.md'), 'utf8')).toBe('# Intro, edited\n');
    // A twin removed from public/ is written again.
    fs.rmSync(path.join(dir, 'public/llms.txt'));
    expect(await build([{ ...intro, text: '# Intro, edited\n' }, llms])).toEqual(['/llms.txt']);
    // The doc deleted: its twin goes.
    expect(await build([llms])).toEqual([]);
    expect(fs.existsSync(path.join(dir, 'public/docs/intro.md'))).toBe(false);
  });

  it('develop removes what the last build wrote', async () => {
    await build([intro, llms]);
    expect(removeBuiltTwins(path.join(dir, 'public'))).toBe(2);
    expect(fs.readdirSync(path.join(dir, 'public/docs'))).toEqual([]);
    expect(fs.existsSync(path.join(dir, 'public/llms.txt'))).toBe(false);
  });
});
