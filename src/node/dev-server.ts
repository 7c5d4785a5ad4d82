import type { GatsbyNode, Node } from 'gatsby';
import { DIAGRAMS_PATH } from '../lib/mermaid';
import { diagramsOnRequest } from './develop';
import { LLMS_FULL_PATH, LLMS_TXT_PATH } from './output/twins/twin';
import { buildTwinFiles } from './output/twins/twins';
import { removeBuiltTwins } from './output/twins/write-twins';
import { chromiumRenderer } from './remark/mermaid-prerender';

// The little of Express's request and response used here (Gatsby's dev server is Express).
type Request = { params: Record<string, string>; path: string };
type Response = { status(code: number): Response; type(mime: string): Response; set(name: string, value: string): Response; send(body: string): void };
type Next = (error?: unknown) => void;

/**
 * `gatsby develop` has no post-build step to publish /diagrams/<key>.svg, so the dev server
 * answers those requests (src/theme/MermaidDiagram fetches them): from the render cache, or
 * drawn when first asked for (./develop/diagrams-on-request.ts).
 * Nor does it write the Markdown twins and llms.txt: they are made per request from the
 * current nodes, with the code the build uses, so an author sees an edit in the twin at once.
 */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, getNodesByType, getNode, reporter }) => {
  const drawn = diagramsOnRequest(chromiumRenderer, (message) => reporter.error(message));
  app.get(`${DIAGRAMS_PATH}/:file`, async (req: Request, res: Response) => {
    const key = /^([0-9a-f]+)\.svg$/.exec(req.params.file)?.[1];
    if (!key) return res.status(404).type('text/plain').send(`not a diagram file: ${req.params.file}`);
    try {
      res.set('Cache-Control', 'no-cache').type('image/svg+xml').send(await drawn(key));
    } catch (error) {
      res.status(500).type('text/plain').send((error as Error).message);
    }
  });

  removeBuiltTwins();
  app.get([/\.md$/, LLMS_TXT_PATH, LLMS_FULL_PATH], async (req: Request, res: Response, next: Next) => {
    try {
      const urlPath = decodeURIComponent(req.path);
      const [file] = await buildTwinFiles({ getNodesByType, getNode: (id: string) => getNode(id) as Node | undefined }, urlPath);
      // Not a twin (a .md file of static/, say): Gatsby's own handlers answer.
      if (!file) return next();
      res
        .set('Cache-Control', 'no-cache')
        .type(file.path.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8')
        .send(file.text);
    } catch (error) {
      res.status(500).type('text/plain').send(`Markdown twin of ${req.path}: ${(error as Error).message}`);
    }
  });
};
