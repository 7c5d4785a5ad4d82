/**
 * Gatsby internal: gatsby/dist/utils/websocket-manager (`websocketManager.emitError`).
 *
 * Why no public API serves: `gatsby develop` shows its error overlay for what this manager
 * emits (GraphQL and webpack errors), and offers plugins nothing to put their own errors there;
 * reporter.error reaches the terminal only. Content problems (src/node/content/problems.ts)
 * must reach the author in the browser, so they are emitted here, shaped like the GraphQL
 * errors the overlay renders. Canary: __tests__/develop-overlay.test.ts.
 */
export type WebsocketManager = { emitError: (id: string, message: unknown) => void };

export const WEBSOCKET_MANAGER = 'gatsby/dist/utils/websocket-manager';

/** Gatsby's develop websocket manager; throws, naming this file, if Gatsby moved or reshaped it. */
export function overlay(): WebsocketManager {
  try {
    // The copy Gatsby itself runs: resolved from the project, not from this file.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(require.resolve(WEBSOCKET_MANAGER, { paths: [process.cwd()] })) as { websocketManager?: Partial<WebsocketManager> };
    if (typeof mod.websocketManager?.emitError !== 'function') throw new Error('websocketManager.emitError is missing');
    return mod.websocketManager as WebsocketManager;
  } catch (error) {
    throw new Error(
      `Content problems cannot reach the browser overlay: Gatsby's internal websocket manager changed (${(error as Error).message}). Update src/gatsby-internals/develop-overlay.ts.`,
    );
  }
}
