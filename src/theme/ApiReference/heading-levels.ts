/**
 * Redoc titles an operation's blocks (Authorizations, Parameters, Response Schema) with <h5>
 * directly below the operation's <h2> and <h3>, so the outline skips levels (axe and
 * Lighthouse "heading-order"). Its components cannot be replaced, so each heading that skips
 * is given, with aria-level, the level one below the section it is in. Idempotent: levels are
 * recomputed from the tag names, so it can run again after Redoc renders more.
 */
export function fixHeadingLevels(root: ParentNode): void {
  // The open sections: tag level and the level given, outermost first.
  const open: { tag: number; level: number }[] = [];
  for (const heading of root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')) {
    const tag = Number(heading.tagName[1]);
    while (open.length > 0 && open[open.length - 1].tag >= tag) open.pop();
    const parent = open[open.length - 1];
    const level = parent ? Math.min(tag, parent.level + 1) : tag;
    if (level === tag) heading.removeAttribute('aria-level');
    else heading.setAttribute('aria-level', String(level));
    open.push({ tag, level });
  }
}

/** Keeps the levels right while Redoc adds content (expanded responses, schema tabs). */
export function watchHeadingLevels(root: HTMLElement): () => void {
  let frame = 0;
  const run = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => fixHeadingLevels(root));
  };
  fixHeadingLevels(root);
  const observer = new MutationObserver(run);
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}
