import React, { useEffect, useRef } from 'react';
import { fillDiagram } from './fill';

type Props = { className?: string; 'data-mermaid-key': string };

// One object, so React never sees a new __html and never touches the SVG it did not render.
const NO_HTML = { __html: '' };

/**
 * A mermaid diagram rendered at build time. The SVG is not in the page's JavaScript: the
 * build writes it into the HTML (src/node/diagrams.ts), and React leaves an element with
 * dangerouslySetInnerHTML alone when it hydrates. A page reached by client-side navigation
 * has no such HTML, so the diagram is fetched from /diagrams/<key>.svg (same origin, our
 * own build output). The copy for the other colour mode is hidden by CSS and fetched too,
 * so switching modes needs no network.
 */
export default function MermaidDiagram({ className, 'data-mermaid-key': key }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || element.firstElementChild) return;
    let current = true;
    fillDiagram(element, key, () => current);
    return () => {
      current = false;
    };
  }, [key]);
  return <div ref={ref} className={className} data-mermaid-key={key} dangerouslySetInnerHTML={NO_HTML} suppressHydrationWarning />;
}
