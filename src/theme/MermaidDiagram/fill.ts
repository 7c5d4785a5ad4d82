import { diagramUrl, PHONE_COLUMN_PX } from '../../lib/mermaid';

/** Dispatched (bubbling) by a placeholder once its SVG is in: src/theme/DiagramFullScreen listens for it. */
export const DIAGRAM_FILLED_EVENT = 'site:diagram-filled';

/**
 * Fills an empty diagram placeholder with its SVG from /diagrams/<key>.svg (same origin, our own
 * build output), unless `isCurrent` says the page moved on meanwhile or the element got its SVG
 * another way. A failed fetch leaves the placeholder empty and says so in the console.
 *
 * A wide diagram scrolls sideways on a phone, so it takes keyboard focus. Pages are compiled
 * before their diagrams are drawn, so the compiled page cannot say which are wide: the build gives
 * them a tabindex in the HTML (src/node/diagrams.ts), and here a fetched one gets it.
 */
export function fillDiagram(element: HTMLElement, key: string, isCurrent: () => boolean): void {
  fetch(diagramUrl(key))
    .then((response) => (response.ok ? response.text() : response.text().then((text) => Promise.reject(new Error(`HTTP ${response.status}: ${text}`)))))
    .then((svg) => {
      if (!isCurrent() || element.firstElementChild) return;
      element.innerHTML = svg;
      const minWidth = Number.parseFloat(element.querySelector('svg')?.style.minWidth ?? '');
      if (!element.hasAttribute('tabindex') && minWidth > PHONE_COLUMN_PX) element.tabIndex = 0;
      element.dispatchEvent(new CustomEvent(DIAGRAM_FILLED_EVENT, { bubbles: true }));
    })
    .catch((error: Error) => console.warn(`Diagram ${diagramUrl(key)} could not be loaded: ${error.message}`));
}
