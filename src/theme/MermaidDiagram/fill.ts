import { diagramUrl } from '../../lib/mermaid';

/**
 * Fills an empty diagram placeholder with its SVG from /diagrams/<key>.svg (same origin, our own
 * build output), unless `isCurrent` says the page moved on meanwhile or the element got its SVG
 * another way. A failed fetch leaves the placeholder empty and says so in the console.
 */
export function fillDiagram(element: HTMLElement, key: string, isCurrent: () => boolean): void {
  fetch(diagramUrl(key))
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`))))
    .then((svg) => {
      if (isCurrent() && !element.firstElementChild) element.innerHTML = svg;
    })
    .catch((error: Error) => console.warn(`Diagram ${diagramUrl(key)} could not be loaded: ${error.message}`));
}
