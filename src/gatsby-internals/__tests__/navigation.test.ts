/**
 * browser/navigation.ts wraps two Gatsby internals (window.___navigate for the progress bar,
 * window.___loader for hover prefetching). The canary reads Gatsby's browser runtime and Link;
 * the rest checks the wrapping and that a missing internal is named in the console.
 */
import { onInitialClientRender } from '../../../gatsby-browser';
import { hookGatsbyNavigation } from '../browser/navigation';
import { expectSource } from './canary';

const MODULE = 'browser/navigation.ts';

describe('browser/navigation.ts canary', () => {
  it("Gatsby's runtime still sets window.___navigate and window.___loader, with hovering", () => {
    expectSource(MODULE, 'gatsby/cache-dir/navigation.js', [/window\.___navigate = \(to, options\) =>/]);
    expectSource(MODULE, 'gatsby/cache-dir/production-app.js', ['window.___loader = publicLoader']);
    expectSource(MODULE, 'gatsby/cache-dir/loader.js', [/hovering: rawPath => instance\.hovering\(rawPath\)/]);
  });

  it("Gatsby's Link and navigate() still go through them", () => {
    expectSource(MODULE, 'gatsby-link', ['window.___navigate(', '___loader.hovering(']);
  });
});

type Internals = { ___navigate?: (to: string) => void; ___loader?: { hovering: (path: string) => unknown } };
const w = window as unknown as Internals;

describe('hookGatsbyNavigation', () => {
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
    const onNavigate = jest.fn();
    const hovering = jest.fn();
    w.___navigate = navigate;
    w.___loader = { hovering };
    hookGatsbyNavigation({ hoverPrefetch: true, onNavigate });
    expect(w.___navigate).not.toBe(navigate);
    w.___navigate?.('/elsewhere');
    expect(onNavigate).toHaveBeenCalledWith('/elsewhere');
    expect(navigate).toHaveBeenCalledWith('/elsewhere', undefined);
    expect(w.___loader.hovering).toBe(hovering);
    expect(warn).not.toHaveBeenCalled();
  });

  it('turns hover prefetching off when asked', () => {
    const hovering = jest.fn();
    w.___loader = { hovering };
    w.___navigate = jest.fn();
    hookGatsbyNavigation({ hoverPrefetch: false, onNavigate: jest.fn() });
    w.___loader.hovering('/docs/a');
    expect(hovering).not.toHaveBeenCalled();
  });

  it('warns, once each, naming this file and what stopped working, when the internals are missing', () => {
    (onInitialClientRender as () => void)();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toMatch(/src\/gatsby-internals\/browser\/navigation\.ts: Gatsby's window\.___loader is missing/);
    expect(warn.mock.calls[1][0]).toMatch(/___navigate is missing, so the progress bar never shows/);
  });
});
