import { useEffect } from 'react';
import { fillDiagram } from '../MermaidDiagram/fill';

/**
 * A doc's content arrives as HTML (src/node/docs/doc-html.ts), and its diagrams' SVGs are put
 * into that HTML after the build (src/node/diagrams.ts), not into the page data. A doc reached by
 * client-side navigation therefore has empty diagram placeholders: each is filled from
 * /diagrams/<key>.svg (same origin, our own build output), the light and the dark copy, so
 * switching colour modes needs no network. After a full load the placeholders are already
 * filled and nothing is fetched. Renders nothing itself.
 *
 * `content` is the HTML the container shows: when it changes (a save in `gatsby develop` updates the
 * open page), the effect runs again for what the new HTML brought.
 */
export default function DiagramLoader({ containerId, content }: { containerId: string; content?: string }) {
  useEffect(() => {
    const container = document.getElementById(containerId);
    if (!container) return undefined;
    let current = true;
    for (const element of container.querySelectorAll<HTMLElement>('[data-mermaid-key]')) {
      if (element.firstElementChild) continue;
      fillDiagram(element, element.getAttribute('data-mermaid-key') ?? '', () => current);
    }
    return () => {
      current = false;
    };
  }, [containerId, content]);
  return null;
}
