/**
 * gatsby-browser.tsx wraps two Gatsby internals (window.___navigate for the progress bar,
 * window.___loader for hover prefetching). If an upgrade removes one, the console says so.
 */
import { onInitialClientRender } from '../../gatsby-browser';

type Internals = { ___navigate?: (to: string) => void; ___loader?: { hovering: (path: string) => unknown } };
const w = window as unknown as Internals;
const run = () => (onInitialClientRender as () => void)();

describe('onInitialClientRender', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    delete w.___navigate;
    delete w.___loader;
  });

  it('wraps ___navigate and says nothing when both internals are there', () => {
    const navigate = jest.fn();
    w.___navigate = navigate;
    w.___loader = { hovering: () => undefined };
    run();
    expect(w.___navigate).not.toBe(navigate);
    w.___navigate?.('/elsewhere');
    expect(navigate).toHaveBeenCalledWith('/elsewhere', undefined);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns, once each, naming what stopped working, when the internals are missing', () => {
    run();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toMatch(/___loader is missing.*update gatsby-browser\.tsx/);
    expect(warn.mock.calls[1][0]).toMatch(/___navigate is missing, so the progress bar never shows/);
  });
});
