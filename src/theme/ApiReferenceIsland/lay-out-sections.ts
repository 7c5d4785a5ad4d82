/**
 * The reference's sections (each tag, operation and schema) are not laid out while the page
 * loads: styles.module.css gives them `content-visibility: auto`, so the browser lays out only
 * those near the viewport. Laid out as the parser reached them, the reference's 6,300 elements
 * cost about 700 ms of style and layout on a phone (4x CPU), in tasks of up to 200 ms; most of
 * the total blocking time Lighthouse measured on /api.
 *
 * Skipped sections have a size but no layout inside, and what measures them is then wrong:
 * axe's colour-contrast and Redoc's scroll spy, for instance. So once the page has loaded, this
 * lays the sections out for good, in order, a few at a time, each step a task of its own short
 * enough not to block input; after the last one the page is laid out exactly as without
 * content-visibility. The sections' own elements belong to React (Redoc's, hydrated later), so
 * the steps are a style sheet of ours, adopted by the document, not attributes on them.
 *
 * Only the server's HTML is skipped (the CSS rule is within the island's server root): rendered
 * after a client-side navigation, Redoc lays its whole page out as it mounts anyway. And once
 * Redoc hydrates, no section may change size under it: its scroll spy, reading positions while a
 * step moved them, rewrote a deep link's hash to another section (2 loads in 10). So hydration
 * first lays out whatever is left (finish), in one go.
 */

/**
 * A step ends once it has taken this long, and lays out one section at least: in a trace with the
 * CPU slowed 4 times, each step took 23 to 42 ms, under the 50 ms of a long task.
 */
const STEP_MS = 3;

/** The sections the CSS module skips: kept in step with its selector, and checked by the browser tests. */
const SECTIONS = '.api-content > [data-section-id]';

export type SectionLayout = {
  /** Lays out every section left, at once: before Redoc hydrates, as its scroll spy measures them all. */
  finish: () => void;
  /** Stops, and removes the style sheet (the island unmounts). */
  stop: () => void;
};

/** Lays out the server-rendered sections inside `root` after the load event, then calls `done`. */
export function layOutSectionsAfterLoad(root: HTMLElement, done: () => void): SectionLayout {
  // Browsers without constructable style sheets (Safari before 16.4) have no content-visibility either.
  if (!('adoptedStyleSheets' in document)) {
    done();
    return { finish: () => undefined, stop: () => undefined };
  }
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Each section's place among the wrapper's children, read when the steps begin.
  let places: number[] = [];
  let next = 0;
  let finished = false;

  // Every section up to the one at `place` among the wrapper's children (all of them without one);
  // important, to outweigh the module's rule whatever the selectors' weights and the sheets' order.
  const show = (place?: number) =>
    sheet.replaceSync(`${SECTIONS}${place ? `:nth-child(-n + ${place})` : ''} { content-visibility: visible !important; }`);
  const end = () => {
    finished = true;
    window.removeEventListener('load', begin);
    clearTimeout(timer);
    done();
  };
  const step = () => {
    const start = performance.now();
    while (next < places.length) {
      show(places[next]);
      next += 1;
      // Reading a size lays the section out now, inside this task, so the time it took is known.
      void root.offsetHeight;
      if (performance.now() - start >= STEP_MS) break;
    }
    if (next < places.length) timer = setTimeout(step, 0);
    else end();
  };
  function begin() {
    places = [...root.querySelectorAll<HTMLElement>(SECTIONS)].map((section) => [...(section.parentElement?.children ?? [])].indexOf(section) + 1);
    timer = setTimeout(step, 0);
  }

  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
  return {
    finish: () => {
      if (finished) return;
      show();
      end();
    },
    stop: () => {
      window.removeEventListener('load', begin);
      clearTimeout(timer);
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    },
  };
}
