import React, { useEffect, useMemo, useRef } from 'react';
import type { Root } from 'react-dom/client';
import type { ApiPageContext } from '../../content-model/api-spec';
import { fixHeadingLevels } from '../ApiReference/heading-levels';
import { layOutSectionsAfterLoad, type SectionLayout } from './lay-out-sections';

type Props = { context: ApiPageContext };

/** What a reader does first: each of these loads Redoc and hydrates the reference. */
const WAKE_EVENTS = ['pointerdown', 'pointerover', 'pointermove', 'keydown', 'focusin', 'touchstart', 'wheel', 'scroll'] as const;

const PLACEHOLDER_ATTRIBUTE = 'data-api-placeholder';
/**
 * Redoc's root is a <div> of the server HTML inside the island, not the island's own element:
 * that one is rendered by the page's React root. With both roots on one element, a click while
 * Redoc was hydrating reached the page's root first, which found the element its own, could not
 * hydrate Redoc's root at once, and stopped the click (React 18's "blocked on hydration" path):
 * a probe lost every click made 150 to 1,050 ms after Redoc's code arrived (6× CPU throttle).
 * On a root of its own, React hydrates Redoc at once on such a click and the click is answered.
 */
const ROOT_ATTRIBUTE = 'data-api-root';
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What the island holds until Redoc renders after a client-side navigation: Redoc's title, so
 * Gatsby's route announcer (which reads the page's first h1 at once) names the page. On hydration
 * React ignores it and keeps the server HTML; it is memoised per page, so a re-render of the page
 * never replaces what is inside.
 */
const placeholderHtml = ({ info }: ApiPageContext['spec']) =>
  `<h1 ${PLACEHOLDER_ATTRIBUTE}>${escapeHtml(`${info.title} (${info.version})`)}</h1>`;

/**
 * The API reference as an island. The server renders Redoc in full (readable and styled without
 * JavaScript); in the browser, React leaves that HTML alone (an element with
 * dangerouslySetInnerHTML is not hydrated below itself) and Redoc's code, most of the page's
 * JavaScript and its longest main-thread task, loads only when the reader first points, scrolls,
 * touches or types, then hydrates the same HTML in a root of its own (src/theme/ApiReference/mount.tsx).
 * A click on one of its controls (a menu group, a sample tab, Copy) before then is made again
 * once it answers, and the Base URL form is not submitted to the server meanwhile.
 */
export default function ApiReferenceIsland({ context }: Props) {
  const island = useRef<HTMLDivElement>(null);
  const placeholder = useMemo(() => ({ __html: placeholderHtml(context.spec) }), [context.spec]);

  useEffect(() => {
    const element = island.current;
    if (!element) return undefined;
    let root: Root | undefined;
    let stopped = false;
    let clicked: HTMLElement | undefined;
    let submitted: HTMLFormElement | undefined;
    let layout: SectionLayout | undefined;
    // A signal for the browser tests: every section laid out (axe measures only laid-out text).
    const laidOut = () => element.setAttribute('data-api-laid-out', '');
    // Reached by client-side navigation, the island holds the placeholder: no server HTML.
    const serverRoot = element.firstElementChild?.hasAttribute(ROOT_ATTRIBUTE) ? (element.firstElementChild as HTMLElement) : null;

    // Until the reference has hydrated, a click on a control is the island's: neither React nor
    // the default action sees it, and it is made again once React answers (one path for every
    // click before then, whether Redoc's code has arrived or not; see ROOT_ATTRIBUTE too).
    const onClick = (event: MouseEvent) => {
      const control = (event.target as Element).closest<HTMLElement>('button, label, [role="menuitem"]');
      if (!control || control.closest('a[href]')) return;
      event.preventDefault();
      event.stopPropagation();
      clicked = control;
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      event.stopPropagation();
      submitted = event.target as HTMLFormElement;
    };
    const stopListening = () => {
      for (const name of WAKE_EVENTS) window.removeEventListener(name, wake, true);
      element.removeEventListener('click', onClick, true);
      element.removeEventListener('submit', onSubmit, true);
    };
    const replay = () => {
      element.removeEventListener('click', onClick, true);
      element.removeEventListener('submit', onSubmit, true);
      // A signal for the browser tests (like data-hydrated on <html> for the page).
      element.setAttribute('data-api-ready', '');
      // Rendered here rather than read from the server HTML (client-side navigation): laid out as it mounted.
      if (!serverRoot) laidOut();
      // Enter in a field clicks the form's submit button too, so a form with a click is not submitted twice.
      // As the reader's own click would have, the replayed one leaves focus on the control
      // (a tab then answers the arrow keys); hydration may have replaced the node that had it.
      if (clicked?.isConnected) {
        clicked.focus({ preventScroll: true });
        clicked.click();
      }
      else if (submitted?.isConnected) submitted.requestSubmit();
      clicked = undefined;
      submitted = undefined;
    };
    const wake = () => {
      for (const name of WAKE_EVENTS) window.removeEventListener(name, wake, true);
      import('../ApiReference/mount')
        .then(({ hydrateApiReference, renderApiReference }) => {
          if (stopped) return;
          layout?.finish();
          // Redoc's root is inside the island (ROOT_ATTRIBUTE), so the island's capturing listeners
          // see a click before Redoc's root does, and keep it until replay() hands it to Redoc.
          root = serverRoot ? hydrateApiReference(serverRoot, context, { onMount: replay }) : renderApiReference(element, context, { onMount: replay });
        })
        // A failed chunk is reported (gatsby-browser.tsx reloads once); the server HTML stays readable.
        .catch((error: unknown) => {
          stopListening();
          throw error;
        });
    };

    if (!serverRoot) {
      // No server HTML to read meanwhile: render Redoc at once.
      wake();
    } else {
      // Redoc fixes its headings' levels after mounting; until then, the same fix on the server HTML.
      fixHeadingLevels(element);
      layout = layOutSectionsAfterLoad(element, laidOut);
      for (const name of WAKE_EVENTS) window.addEventListener(name, wake, { capture: true, passive: true });
      element.addEventListener('click', onClick, true);
      element.addEventListener('submit', onSubmit, true);
    }
    return () => {
      stopped = true;
      stopListening();
      layout?.stop();
      // Not during this render's commit: React refuses to unmount a root synchronously then.
      if (root) setTimeout(() => root?.unmount(), 0);
    };
  }, [context]);

  if (process.env.BUILD_STAGE === 'build-html' || process.env.BUILD_STAGE === 'develop-html') {
    // Server renders only (webpack drops this branch, and Redoc with it, from the browser bundle).
    /* eslint-disable no-undef, @typescript-eslint/no-require-imports -- webpack gives the server bundle require() */
    const { default: ApiReference } = require('../ApiReference') as typeof import('../ApiReference');
    const { createApiStore } = require('../ApiReference/store') as typeof import('../ApiReference/store');
    /* eslint-enable no-undef, @typescript-eslint/no-require-imports */
    return (
      <div ref={island}>
        <div {...{ [ROOT_ATTRIBUTE]: '' }}>
          <ApiReference store={createApiStore(context)} specBaseUrl={context.specBaseUrl} codeSamples={context.codeSamples} />
        </div>
      </div>
    );
  }
  return <div ref={island} dangerouslySetInnerHTML={placeholder} suppressHydrationWarning />;
}
