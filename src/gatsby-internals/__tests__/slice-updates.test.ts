/**
 * browser/slice-updates.ts mends Gatsby's develop loader, and slice-updates.ts adds it to the
 * loader's module. The canary reads Gatsby's browser runtime; the rest runs the mend on a loader
 * that stores a slice's result as Gatsby's does (an entry merged from whatever it had, component
 * or not). The fault it mends, end to end: e2e/develop.test.mjs, "a page that loads while develop
 * sends its sidebar anew".
 */
import fs from 'fs';
import path from 'path';
import { keepSliceComponents, type DevLoaderShape } from '../browser/slice-updates';
import { DEV_LOADER_MODULE, keepSliceComponentsInDevelop, MEND_CALL } from '../slice-updates';
import { expectSource, packageSource } from './canary';

const MODULE = 'slice-updates.ts and browser/slice-updates.ts';

describe('slice-updates canary', () => {
  it("Gatsby's develop loader is still the class DevLoader, whose socket listener calls handleSliceQueryResultHotUpdate on it", () => {
    expectSource(MODULE, 'gatsby/cache-dir/dev-loader.js', [
      'class DevLoader extends BaseLoader',
      /msg\.type === `sliceQueryResult`\) \{\s*this\.handleSliceQueryResultHotUpdate\(msg\)/,
      /handleSliceQueryResultHotUpdate\(msg\) \{/,
      'this.slicesDataDb.set(cacheKey, newResult)',
      'this.slicesDb.set(cacheKey, mergedResult)',
    ]);
  });

  it('app.js still makes the loader from that module, and the loader stores a loaded slice with its component in slicesDb', () => {
    expectSource(MODULE, 'gatsby/cache-dir/app.js', ['import DevLoader from "./dev-loader"', 'new DevLoader(']);
    expectSource(MODULE, 'gatsby/cache-dir/loader.js', ['if (this.slicesDb.has(slice.name)) {', 'this.slicesDb.set(slice.name, results)', 'component: preferDefault(component)']);
  });

  it('Gatsby copies dev-loader.js into .cache/ under the name the rule matches', () => {
    const { file } = packageSource(MODULE, 'gatsby/cache-dir/dev-loader.js');
    expect(path.join('/site/.cache', path.basename(file))).toMatch(DEV_LOADER_MODULE);
  });
});

type Message = { payload: { id: string; result: { result: { data: unknown; sliceContext: unknown } } } };

/** A loader that stores a slice's result the way Gatsby's does: merged into whatever entry it has. */
function loaderClass() {
  return class Loader implements DevLoaderShape {
    slicesDb = new Map<string, { component?: unknown; data?: unknown; sliceContext?: unknown }>();
    slicesDataDb = new Map<string, unknown>();
    handleSliceQueryResultHotUpdate(message: Message) {
      const { id, result } = message.payload;
      this.slicesDataDb.set(id, result);
      this.slicesDb.set(id, { ...this.slicesDb.get(id), data: result.result.data, sliceContext: result.result.sliceContext });
    }
  };
}

const message = (id: string, data: unknown): Message => ({ payload: { id, result: { result: { data, sliceContext: { id } } } } });
const Sidebar = () => null;

describe('keepSliceComponents', () => {
  it('without it, a result for a slice not taken in yet is stored without a component (the crash)', () => {
    const loader = new (loaderClass())();
    loader.handleSliceQueryResultHotUpdate(message('sidebar', { label: 'new' }));
    expect(loader.slicesDb.get('sidebar')).toEqual({ data: { label: 'new' }, sliceContext: { id: 'sidebar' } });
  });

  it('keeps a result that comes before the slice has loaded as its newest data, and applies it once the slice has its component', () => {
    const Loader = loaderClass();
    keepSliceComponents(Loader);
    const loader = new Loader();
    loader.handleSliceQueryResultHotUpdate(message('sidebar', { label: 'new' }));
    expect(loader.slicesDb.has('sidebar')).toBe(false);
    expect(loader.slicesDataDb.get('sidebar')).toEqual({ result: { data: { label: 'new' }, sliceContext: { id: 'sidebar' } } });
    // The slice loads with the older data the tab had asked for.
    loader.slicesDb.set('sidebar', { component: Sidebar, data: { label: 'old' }, sliceContext: { id: 'sidebar' } });
    expect(loader.slicesDb.get('sidebar')).toEqual({ component: Sidebar, data: { label: 'new' }, sliceContext: { id: 'sidebar' } });
    // Applied once: a later load of the slice keeps what it is given.
    loader.slicesDb.set('sidebar', { component: Sidebar, data: { label: 'later' } });
    expect(loader.slicesDb.get('sidebar')?.data).toEqual({ label: 'later' });
  });

  it('applies only the newest of several early results, and each slice its own', () => {
    const Loader = loaderClass();
    keepSliceComponents(Loader);
    const loader = new Loader();
    loader.handleSliceQueryResultHotUpdate(message('sidebar', { label: 'first' }));
    loader.handleSliceQueryResultHotUpdate(message('sidebar', { label: 'second' }));
    loader.handleSliceQueryResultHotUpdate(message('other', { label: 'other' }));
    loader.slicesDb.set('sidebar', { component: Sidebar, data: { label: 'old' } });
    expect(loader.slicesDb.get('sidebar')?.data).toEqual({ label: 'second' });
    expect(loader.slicesDb.has('other')).toBe(false);
  });

  it('leaves a result for a loaded slice to Gatsby', () => {
    const Loader = loaderClass();
    keepSliceComponents(Loader);
    const loader = new Loader();
    loader.slicesDb.set('sidebar', { component: Sidebar, data: { label: 'old' } });
    loader.handleSliceQueryResultHotUpdate(message('sidebar', { label: 'new' }));
    expect(loader.slicesDb.get('sidebar')).toEqual({ component: Sidebar, data: { label: 'new' }, sliceContext: { id: 'sidebar' } });
  });

  it('names this module in the console when the loader has no such method', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    keepSliceComponents(class {} as unknown as { prototype: DevLoaderShape });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('src/gatsby-internals/browser/slice-updates.ts'));
    warn.mockRestore();
  });
});

describe('keepSliceComponentsInDevelop', () => {
  it('adds, in develop only, a rule that ends the loader module with the call to the mend', () => {
    const setWebpackConfig = jest.fn();
    for (const stage of ['build-javascript', 'build-html', 'develop-html'] as const) keepSliceComponentsInDevelop({ stage, actions: { setWebpackConfig } as never });
    expect(setWebpackConfig).not.toHaveBeenCalled();
    keepSliceComponentsInDevelop({ stage: 'develop', actions: { setWebpackConfig } as never });
    const [rule] = setWebpackConfig.mock.calls[0][0].module.rules;
    expect(rule).toMatchObject({ test: DEV_LOADER_MODULE, enforce: 'pre' });
    const [{ loader, options }] = rule.use;
    expect(fs.existsSync(loader)).toBe(true);
    expect(options.code).toBe(MEND_CALL);
    const mend = /from ("[^"]+")/.exec(MEND_CALL)?.[1];
    expect(fs.existsSync(JSON.parse(mend ?? '""'))).toBe(true);
  });
});
