import type { GatsbyNode } from 'gatsby';
import { DIAGRAMS_PATH } from '../lib/mermaid';
import { diagramSvg } from './diagrams';

// The little of Express's request and response used here (Gatsby's dev server is Express).
type Request = { params: Record<string, string> };
type Response = { status(code: number): Response; type(mime: string): Response; send(body: string): void };

/**
 * `gatsby develop` has no post-build step to publish /diagrams/<key>.svg, so the dev server
 * answers those requests from the render cache (src/theme/MermaidDiagram fetches them).
 */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app }) => {
  app.get(`${DIAGRAMS_PATH}/:file`, (req: Request, res: Response) => {
    const key = /^([0-9a-f]+)\.svg$/.exec(req.params.file)?.[1];
    try {
      if (!key) throw new Error(`not a diagram file: ${req.params.file}`);
      res.type('image/svg+xml').send(diagramSvg(key));
    } catch (error) {
      res.status(404).type('text/plain').send((error as Error).message);
    }
  });
};
