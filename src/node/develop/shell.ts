import path from 'path';
import type { CreateWebpackConfigArgs } from 'gatsby';

type Resource = { request: string; context: string };

/** What the shell compiles in place of the modules it never runs. */
export const STAND_IN = path.resolve('src/node/develop/shell-stand-in.ts');

/**
 * The modules the develop shell imports but never runs: the page templates and src/pages
 * (through Gatsby's list of page components), and the React wrappers gatsby-ssr.tsx exports
 * from src/theme/Root (the shell renders no page, so nothing is wrapped).
 */
const NEVER_RUN = ['src/templates', 'src/pages', 'src/theme/Root'].map((dir) => path.resolve(dir));

export function neverRunInShell(file: string): boolean {
  return NEVER_RUN.some((dir) => file === dir || file.startsWith(dir + path.sep));
}

/**
 * `gatsby develop` compiles an HTML renderer (stage `develop-html`) before the browser bundle only
 * to write the page shell every URL is served: html.js with what onRenderBody and onPreRenderHTML
 * add, and an empty body (pages render in the browser). Yet the renderer imports every page
 * template, so it compiled the whole site (Redoc, Prism, the posts' MDX) for pages it never
 * renders, a large part of a cold start. Here those modules become a stand-in that runs nothing.
 *
 * Nor is the shell's compile kept in webpack's disk cache: storing it first walks the dependencies
 * of Gatsby's webpack config (every package under it), which costs more than compiling the
 * stand-ins afresh each start (Babel's own cache still serves them).
 *
 * `gatsby build` (stage build-html) is untouched, and so is the renderer of Gatsby's DEV_SSR flag
 * (it renders pages in develop): the site does not turn that flag on, which a test checks.
 */
export function developShell({ stage, actions, plugins }: CreateWebpackConfigArgs): void {
  if (stage !== 'develop-html') return;
  actions.setWebpackConfig({
    cache: false,
    plugins: [
      plugins.normalModuleReplacement(/^[./]/, (resource: Resource) => {
        const [file = ''] = resource.request.split('?');
        if (neverRunInShell(path.resolve(resource.context, file))) resource.request = STAND_IN;
      }),
    ],
  });
}
