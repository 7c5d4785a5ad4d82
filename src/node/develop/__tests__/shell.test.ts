/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { developShell, neverRunInShell, STAND_IN } from '../shell';

type Replacement = { request: RegExp; replace: (resource: { request: string; context: string }) => void };

function configOf(stage: 'develop' | 'develop-html' | 'build-javascript' | 'build-html') {
  const setWebpackConfig = jest.fn();
  const normalModuleReplacement = (request: RegExp, replace: Replacement['replace']): Replacement => ({ request, replace });
  developShell({ stage, actions: { setWebpackConfig }, plugins: { normalModuleReplacement } } as never);
  return setWebpackConfig.mock.calls as [{ plugins: Replacement[] }][];
}

/** What a request from `context` becomes in the develop shell. */
function shellRequest(request: string, context: string): string {
  const [[config]] = configOf('develop-html');
  const [replacement] = config.plugins;
  const resource = { request, context };
  if (replacement!.request.test(request)) replacement!.replace(resource);
  return resource.request;
}

const root = process.cwd();

describe('developShell', () => {
  it.each(['develop', 'build-javascript', 'build-html'] as const)('leaves stage %s alone', (stage) => {
    expect(configOf(stage)).toEqual([]);
  });

  it('keeps the shell out of webpack’s cache on disk (storing it cost more than it saved)', () => {
    const [[config]] = configOf('develop-html');
    expect(config).toMatchObject({ cache: false });
  });

  it('compiles the stand-in for the page templates Gatsby lists, with their queries', () => {
    const cache = path.join(root, '.cache/_this_is_virtual_fs_path_/$virtual');
    expect(shellRequest(`${root}/src/templates/doc.tsx?export=default`, cache)).toBe(STAND_IN);
    expect(shellRequest(`${root}/src/templates/blog-post.tsx?__contentFilePath=${root}/content/blog/a/index.mdx&export=default`, cache)).toBe(STAND_IN);
    expect(shellRequest('./../../../src/pages/404.tsx?export=head', cache)).toBe(STAND_IN);
  });

  it('compiles the stand-in for the wrappers gatsby-ssr.tsx exports from src/theme/Root', () => {
    expect(shellRequest('./src/theme/Root', root)).toBe(STAND_IN);
    expect(shellRequest('./index', path.join(root, 'src/theme/Root'))).toBe(STAND_IN);
  });

  it('keeps what the shell runs: onRenderBody’s and onPreRenderHTML’s modules, packages, Gatsby’s own', () => {
    for (const [request, context] of [
      ['./src/lib/pre-paint', root],
      ['./src/gatsby-internals/page-path-script', root],
      ['./src/node/openapi/replace-renderer', root],
      ['react-dom/server', path.join(root, '.cache')],
      ['./api-runner-ssr', path.join(root, '.cache')],
      ['../theme/Layout', path.join(root, 'src/templates')],
    ]) {
      expect(shellRequest(request!, context!)).toBe(request);
    }
    expect(neverRunInShell(path.join(root, 'src/templates-old/doc.tsx'))).toBe(false);
    expect(neverRunInShell(path.join(root, 'src/theme/RootNav/index.tsx'))).toBe(false);
  });

  it('stands in with a module that exports the names gatsby-ssr.tsx re-exports', () => {
    const ssr = fs.readFileSync(path.join(root, 'gatsby-ssr.tsx'), 'utf8');
    const standIn = fs.readFileSync(STAND_IN, 'utf8');
    const fromRoot = /export \{([^}]*)\} from '\.\/src\/theme\/Root'/.exec(ssr);
    expect(fromRoot).not.toBeNull();
    for (const name of fromRoot![1]!.split(',').map((n) => n.trim())) expect(standIn).toContain(`export const ${name} = undefined;`);
  });

  // The shell renders no page only while nothing makes Gatsby render pages in develop: the
  // DEV_SSR flag, or a page rendered per request (getServerData).
  it('holds only while develop renders no page on the server', () => {
    const config = fs.readFileSync(path.join(root, 'gatsby-config.ts'), 'utf8');
    expect(config).not.toMatch(/DEV_SSR/);
    const pageFiles = ['src/templates', 'src/pages'].flatMap((dir) => fs.readdirSync(path.join(root, dir)).map((f) => path.join(root, dir, f)));
    for (const file of pageFiles.filter((f) => /\.[jt]sx?$/.test(f))) expect(fs.readFileSync(file, 'utf8')).not.toMatch(/getServerData/);
  });
});
