import { AppStore } from 'redoc';
import type { ApiPageContext } from '../../content-model/api-spec';
import { redocOptions } from './options';

/**
 * Redoc's store, built from the page context: the same JSON on the server and in the
 * browser, so both render the same markup and hydration matches.
 */
export function createApiStore(context: ApiPageContext): AppStore {
  // Redoc's OpenAPISpec type; the build has linted the document against the OpenAPI schema.
  const spec = context.spec as unknown as ConstructorParameters<typeof AppStore>[0];
  return new AppStore(spec, undefined, redocOptions(context));
}
