import React from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { ApiPageContext } from '../../content-model/api-spec';
import ApiReference from '.';
import { createApiStore } from './store';

/**
 * Redoc's half of the API page, loaded on demand (src/theme/ApiReferenceIsland): hydrates the
 * server-rendered reference inside `element`, or renders it there when the page was reached by
 * client-side navigation and there is no server HTML (`hydrate` false).
 */
export function mountApiReference(element: HTMLElement, context: ApiPageContext, { hydrate, onMount }: { hydrate: boolean; onMount: () => void }): Root {
  const reference = <ApiReference store={createApiStore(context)} specBaseUrl={context.specBaseUrl} codeSamples={context.codeSamples} onMount={onMount} />;
  if (hydrate) return hydrateRoot(element, reference);
  // createRoot clears what the element holds (the island's placeholder) on its first render.
  const root = createRoot(element);
  root.render(reference);
  return root;
}
