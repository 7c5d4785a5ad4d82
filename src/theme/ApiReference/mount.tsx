import React from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { ApiPageContext } from '../../content-model/api-spec';
import ApiReference from '.';
import { createApiStore } from './store';

type Options = { onMount: () => void };

const reference = (context: ApiPageContext, { onMount }: Options) => (
  <ApiReference store={createApiStore(context)} specBaseUrl={context.specBaseUrl} codeSamples={context.codeSamples} onMount={onMount} />
);

/**
 * Redoc's half of the API page, loaded on demand (src/theme/ApiReferenceIsland): hydrates the
 * server-rendered reference in `serverRoot`, the element that holds Redoc's server HTML.
 */
export function hydrateApiReference(serverRoot: HTMLElement, context: ApiPageContext, options: Options): Root {
  return hydrateRoot(serverRoot, reference(context, options));
}

/** Renders the reference in `element` when the page was reached by client-side navigation (no server HTML). */
export function renderApiReference(element: HTMLElement, context: ApiPageContext, options: Options): Root {
  // createRoot clears what the element holds (the island's placeholder) on its first render.
  const root = createRoot(element);
  root.render(reference(context, options));
  return root;
}
