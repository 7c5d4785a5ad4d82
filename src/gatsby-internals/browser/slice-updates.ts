/**
 * Gatsby internal: `handleSliceQueryResultHotUpdate` of Gatsby's develop loader
 * (gatsby/cache-dir/dev-loader.js), and its `slicesDb` and `slicesDataDb`, in `gatsby develop`.
 *
 * What goes wrong without it: develop sends each slice's new query result (our sidebars are
 * slices) to every open tab over its socket. The loader merges it into its entry for that slice,
 * and where it has none yet it stores an entry with the data and no component. A tab still loading
 * its page, its sidebar's data asked for but not yet taken in, then takes that entry as the loaded
 * slice, and React throws "Element type is invalid ... Check the render method of `InlineSlice`":
 * "This page crashed" after an author saves a sidebar, a title or a doc while a page loads. And a
 * result that came while the slice's component was still loading was overwritten by the older
 * data the tab had asked for: the page kept the old sidebar. e2e/develop.test.mjs ("a page that
 * loads while develop sends its sidebar anew") holds a tab at that moment.
 *
 * What this does: a result for a slice this tab has not taken in is kept as the slice's newest
 * data (where the loader reads it from if it has not asked yet), and applied as Gatsby applies it
 * once the slice has its component.
 *
 * Why no public API serves: gatsby-browser's APIs see neither the socket's messages nor the
 * loader's slices. ../slice-updates.ts adds this to the loader's module in develop.
 * Canary: __tests__/slice-updates.test.ts.
 */
type SliceEntry = { component?: unknown; data?: unknown; sliceContext?: unknown };
type SliceMessage = { payload: { id: string; result: unknown } };

/** The part of Gatsby's DevLoader this relies on. */
export type DevLoaderShape = {
  slicesDb: Map<string, SliceEntry>;
  slicesDataDb: Map<string, unknown>;
  handleSliceQueryResultHotUpdate(message: SliceMessage): void;
};

const FILE = 'src/gatsby-internals/browser/slice-updates.ts';

export function keepSliceComponents(DevLoader: { prototype: DevLoaderShape }): void {
  const apply = DevLoader.prototype.handleSliceQueryResultHotUpdate;
  if (typeof apply !== 'function') {
    console.warn(`${FILE}: Gatsby's DevLoader has no handleSliceQueryResultHotUpdate, so a sidebar saved while a page loads may crash it; update this file.`);
    return;
  }
  /** Per loader: the newest result of each slice it had not taken in when the result came. */
  const waiting = new WeakMap<DevLoaderShape, Map<string, SliceMessage>>();

  DevLoader.prototype.handleSliceQueryResultHotUpdate = function (this: DevLoaderShape, message: SliceMessage) {
    const name = message.payload.id;
    if (this.slicesDb.get(name)?.component) return apply.call(this, message);
    this.slicesDataDb.set(name, message.payload.result);
    let pending = waiting.get(this);
    if (!pending) {
      const later = new Map<string, SliceMessage>();
      pending = later;
      waiting.set(this, later);
      // The loader stores a slice with its component when the slice has loaded: apply what came before.
      const slices = this.slicesDb;
      const set = slices.set.bind(slices);
      slices.set = (key, entry) => {
        set(key, entry);
        const result = later.get(key);
        if (result && entry?.component) {
          later.delete(key);
          apply.call(this, result);
        }
        return slices;
      };
    }
    pending.set(name, message);
  };
}
