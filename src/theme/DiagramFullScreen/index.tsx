import { useEffect } from 'react';
import type { PanzoomObject } from '@panzoom/panzoom';
import { DIAGRAM_FILLED_EVENT } from '../MermaidDiagram/fill';
import * as styles from './styles.module.css';

const OPEN_LABEL = 'View the diagram full screen';
const PAN_STEP_PX = 60;
/** Zoom steps without animation (Panzoom animates zoomIn/zoomOut by default): immediate, and still for readers who ask for reduced motion. */
const STILL = { animate: false };

/** The width a diagram needs to be readable: the build sets it as the SVG's min-width when the diagram would otherwise shrink too far. */
const readableWidth = (svg: SVGSVGElement) => Number.parseFloat(svg.style.minWidth) || 0;
/** The diagram's own size, from its viewBox. */
const naturalSize = (svg: SVGSVGElement) => ({ width: svg.viewBox.baseVal?.width || svg.clientWidth, height: svg.viewBox.baseVal?.height || svg.clientHeight });

/**
 * Moves a diagram's SVG into a modal dialog that fills the screen, fitted whole, with zoom and
 * pan: mouse wheel and drag, pinch and drag on a touch screen (Panzoom, loaded on first use), and
 * the keyboard (+ and - zoom, arrows pan, 0 fits again). Esc or Close puts the SVG back and
 * returns focus to the button that opened it. The SVG is moved, not copied, so its ids stay unique.
 */
async function openFullScreen(diagram: HTMLElement, opener: HTMLButtonElement): Promise<void> {
  const svg = diagram.querySelector<SVGSVGElement>(':scope > svg');
  if (!svg) return;
  const { default: Panzoom } = await import(/* webpackChunkName: "panzoom" */ '@panzoom/panzoom');
  const dialog = document.createElement('dialog');
  dialog.className = styles.dialog;
  dialog.setAttribute('aria-label', 'Diagram, full screen');
  const toolbar = document.createElement('div');
  toolbar.className = styles.toolbar;
  const viewport = document.createElement('div');
  viewport.className = styles.viewport;
  viewport.tabIndex = 0;
  viewport.setAttribute('role', 'group');
  viewport.setAttribute('aria-label', 'Diagram: drag or use the arrow keys to move it; wheel, pinch or + and - to zoom; 0 to fit');
  const stage = document.createElement('div');
  stage.className = styles.stage;
  viewport.append(stage);
  dialog.append(toolbar, viewport);
  document.body.append(dialog);

  const placeholder = document.createComment('diagram shown full screen');
  svg.replaceWith(placeholder);
  const { style } = svg;
  const saved = { width: style.width, maxWidth: style.maxWidth, minWidth: style.minWidth, height: style.height };
  const { width, height } = naturalSize(svg);
  Object.assign(style, { width: `${width}px`, maxWidth: 'none', minWidth: '0', height: `${height}px` });
  stage.append(svg);
  dialog.showModal();

  const panzoom: PanzoomObject = Panzoom(stage, { canvas: true, maxScale: 8, minScale: 0.05, step: 0.25, animate: false });
  const fit = () => {
    const scale = Math.min(viewport.clientWidth / width, viewport.clientHeight / height) * 0.95;
    panzoom.zoom(scale, { animate: false, force: true });
    panzoom.pan(0, 0, { animate: false, force: true });
  };
  fit();

  const button = (label: string, action: () => void) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = styles.button;
    b.textContent = label;
    b.addEventListener('click', action);
    toolbar.append(b);
    return b;
  };
  button('Zoom in', () => panzoom.zoomIn(STILL));
  button('Zoom out', () => panzoom.zoomOut(STILL));
  button('Fit', fit);
  const close = button('Close', () => dialog.close());
  close.classList.add(styles.close);

  viewport.addEventListener('wheel', panzoom.zoomWithWheel, { passive: false });
  viewport.addEventListener('keydown', (event) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [PAN_STEP_PX, 0], ArrowRight: [-PAN_STEP_PX, 0], ArrowUp: [0, PAN_STEP_PX], ArrowDown: [0, -PAN_STEP_PX] };
    const scale = panzoom.getScale();
    if (event.key === '+' || event.key === '=') panzoom.zoomIn(STILL);
    else if (event.key === '-' || event.key === '_') panzoom.zoomOut(STILL);
    else if (event.key === '0') fit();
    else if (moves[event.key]) panzoom.pan(moves[event.key][0] / scale, moves[event.key][1] / scale, { relative: true, animate: false });
    else return;
    event.preventDefault();
  });
  viewport.focus();

  dialog.addEventListener(
    'close',
    () => {
      panzoom.destroy();
      Object.assign(style, saved);
      placeholder.replaceWith(svg);
      dialog.remove();
      opener.focus();
    },
    { once: true },
  );
}

/** Adds the full-screen button to each diagram of the container that is wider than its column, and removes it from those that fit. */
function markWideDiagrams(container: HTMLElement): void {
  const diagrams = [...container.querySelectorAll<HTMLElement>('[data-mermaid-key]')];
  if (diagrams.length === 0) return;
  // The content column's width, read once before anything is added: reading it between writes
  // would force a layout per diagram. The copy for the other colour mode is hidden and has none of its own.
  const column = container.clientWidth;
  for (const diagram of diagrams) {
    const svg = diagram.querySelector<SVGSVGElement>(':scope > svg');
    const existing = diagram.querySelector<HTMLElement>(`:scope > .${styles.anchor}`);
    // Only a diagram that scrolls sideways in its column: one that fits is seen whole already.
    const wide = !!svg && column > 0 && readableWidth(svg) > column;
    if (!wide) {
      existing?.remove();
      continue;
    }
    if (existing) continue;
    // A zero-height strip pinned to the visible part of the scrolling diagram: the button sits
    // over its top right corner, so adding it moves nothing.
    const anchor = document.createElement('div');
    anchor.className = styles.anchor;
    const open = document.createElement('button');
    open.type = 'button';
    open.className = styles.open;
    open.setAttribute('aria-label', OPEN_LABEL);
    open.title = OPEN_LABEL;
    open.textContent = '⤢';
    open.addEventListener('click', () => void openFullScreen(diagram, open));
    anchor.append(open);
    diagram.prepend(anchor);
  }
}

/**
 * Gives each diagram wider than its column a control that opens it full screen. Diagrams arrive
 * as HTML (or are filled in after a client-side navigation), so the controls are added after
 * mount, when a diagram is filled, and again when the window is resized. Renders nothing itself.
 */
export default function DiagramFullScreen({ containerId, content }: { containerId: string; content?: string }) {
  useEffect(() => {
    const container = document.getElementById(containerId);
    if (!container) return undefined;
    const mark = () => markWideDiagrams(container);
    mark();
    container.addEventListener(DIAGRAM_FILLED_EVENT, mark);
    window.addEventListener('resize', mark);
    return () => {
      container.removeEventListener(DIAGRAM_FILLED_EVENT, mark);
      window.removeEventListener('resize', mark);
    };
  }, [containerId, content]);
  return null;
}
