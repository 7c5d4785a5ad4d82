/** @jest-environment node */
import { overlay } from '../develop-overlay';

describe('develop-overlay.ts canary', () => {
  it("reaches Gatsby's develop websocket manager and its emitError", () => {
    // overlay() itself fails naming src/gatsby-internals/develop-overlay.ts.
    expect(typeof overlay().emitError).toBe('function');
  });
});
