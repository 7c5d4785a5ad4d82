/**
 * Stands in, inside Redoc, for the modules it needs only to fetch, bundle
 * and convert a spec at runtime: @redocly/openapi-core's bundler and its config, and
 * yaml (for the Swagger 2.0 converter). The API page never does that, because the build
 * has already validated and bundled the spec (src/node/openapi/load-spec.ts), and
 * leaving them out keeps them off the page's JavaScript budget.
 * See src/node/webpack/redoc.ts.
 */
function unavailable(name: string): never {
  throw new Error(`${name} is not part of the browser bundle: the API spec is bundled at build time (src/node/openapi/load-spec.ts).`);
}

export function bundle(): never {
  return unavailable('@redocly/openapi-core bundle()');
}

export class Config {
  constructor() {
    unavailable('@redocly/openapi-core Config');
  }
}

export function parse(): never {
  return unavailable('yaml parse()');
}

export function stringify(): never {
  return unavailable('yaml stringify()');
}
