import { useEffect } from 'react';

/**
 * Markdown tables scroll sideways when they are wider than the column (global.css), and a
 * region that scrolls must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable).
 * Only a table that really overflows takes a Tab stop, re-checked whenever the content's
 * width changes. Without JavaScript, Chromium already lets the keyboard scroll such regions.
 * Renders nothing itself.
 *
 * `content` is the HTML the container shows: when it changes (a save in `gatsby develop` updates the
 * open page), the effect runs again for what the new HTML brought.
 */
export default function ScrollableTables({ containerId, content }: { containerId: string; content?: string }) {
  useEffect(() => {
    const container = document.getElementById(containerId);
    if (!container) return;
    const update = () => {
      for (const table of container.querySelectorAll<HTMLTableElement>('table')) {
        if (table.scrollWidth > table.clientWidth + 1) table.tabIndex = 0;
        else table.removeAttribute('tabindex');
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(container);
    return () => observer.disconnect();
  }, [containerId, content]);
  return null;
}
