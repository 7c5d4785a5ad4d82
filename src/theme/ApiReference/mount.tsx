import React from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { ApiPageContext } from '../../content-model/api-spec';
import ApiReference from '.';
import { createApiStore } from './store';

/**
 * Redoc's half of the API page, loaded on demand (src/theme/ApiReferenceIsland): hydrates the
 * server-rendered reference inside `element`, or renders it there when the page was reached by
 * client-side navigation and there is no server HTML.
 */
export function mountApiReference(element: HTMLElement, context: ApiPageContext, onMount: () => void): Root {
  const reference = <ApiReference store={createApiStore(context)} specBaseUrl={context.specBaseUrl} codeSamples={context.codeSamples} onMount={onMount} />;
  if (element.firstElementChild) return hydrateRoot(element, reference);
  const root = createRoot(element);
  root.render(reference);
  return root;
}
