import { createStorageSlot } from '../../hooks/storage';
import { formatChoices, parseChoices, parseStoredChoices, selectedValue, TABS_ATTRIBUTE, TABS_STORAGE_KEY } from '../../lib/tabs';

/**
 * What tabs do in the browser, for every tab set on any page (docs, whose content is HTML made
 * at build time, as much as the React-rendered posts and the API reference): listeners on the
 * document, installed once before React starts, so a click is answered before hydration too.
 *
 * Choosing a tab writes `group=value` into <html data-tabs> (the CSS of every set of the group
 * follows at once) and, for a set with a groupId, into storage; then aria-selected and the roving
 * tabindex are brought in step on every set. Sets that arrive later (a client-side navigation, a
 * save in `gatsby develop`, the API reference's island) are brought in step as they are added.
 */

const SET = '[data-tabs-id]';
const TAB = '[role="tab"][data-tab-value]';

type TabSetElement = HTMLElement & { dataset: { tabsId: string; tabsGroup: string; tabsDefault: string } };

const html = () => document.documentElement;
const choices = () => parseChoices(html().getAttribute(TABS_ATTRIBUTE));
const tabsOf = (set: Element) => [...set.querySelectorAll<HTMLButtonElement>(`:scope > [role="tablist"] > ${TAB}`)];
const setOf = (el: Element) => el.closest<TabSetElement>(SET);

function describe(set: TabSetElement) {
  return { group: set.dataset.tabsGroup, values: tabsOf(set).map((t) => t.dataset.tabValue ?? ''), defaultValue: set.dataset.tabsDefault };
}

/** aria-selected and tabindex of every tab in `root` as the choices on <html> say. */
export function syncTabs(root: ParentNode = document): void {
  const current = choices();
  const sets = [...root.querySelectorAll<TabSetElement>(SET)];
  if (root instanceof Element && root.matches(SET)) sets.push(root as TabSetElement);
  for (const set of sets) {
    const selected = selectedValue(describe(set), current);
    for (const tab of tabsOf(set)) {
      const on = tab.dataset.tabValue === selected;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
    }
  }
}

/** The reader chose `value` in `set`: every set of its group shows it; the chosen tab stays where it was on the screen. */
function choose(set: TabSetElement, tab: HTMLElement) {
  const value = tab.dataset.tabValue;
  if (!value) return;
  const { group } = describe(set);
  const before = tab.getBoundingClientRect().top;
  const next = choices();
  next.set(group, value);
  html().setAttribute(TABS_ATTRIBUTE, formatChoices(next));
  if (set.hasAttribute('data-tabs-remember')) {
    const slot = createStorageSlot(TABS_STORAGE_KEY);
    const stored = parseStoredChoices(slot.get());
    stored.set(group, value);
    slot.set(JSON.stringify(Object.fromEntries(stored)));
  }
  syncTabs();
  // Panels above it may have changed height: keep the tab under the reader's pointer or finger.
  const moved = tab.getBoundingClientRect().top - before;
  if (moved) window.scrollBy(0, moved);
}

function onClick(event: MouseEvent) {
  const tab = (event.target as Element | null)?.closest?.<HTMLElement>(TAB);
  const set = tab && setOf(tab);
  if (tab && set) choose(set, tab);
}

/** The WAI-ARIA tabs pattern: arrows move along the tabs and select (wrapping), Home and End go to the ends. */
function onKeyDown(event: KeyboardEvent) {
  const tab = (event.target as Element | null)?.closest?.<HTMLElement>(TAB);
  const set = tab && setOf(tab);
  if (!tab || !set || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = tabsOf(set);
  const at = tabs.indexOf(tab as HTMLButtonElement);
  const last = tabs.length - 1;
  const to = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last }[event.key];
  if (to === undefined || at < 0) return;
  event.preventDefault();
  choose(set, tabs[to]);
  tabs[to].focus();
}

/**
 * The element a link to `id` should reach: the element itself when it shows; when it is in a panel
 * not chosen, the heading of the same text in the chosen panel of that set (the table of contents
 * lists a heading that every panel has once, with the first panel's id), else null.
 */
export function visibleTarget(id: string): HTMLElement | null {
  const target = document.getElementById(id);
  const panel = target?.closest<HTMLElement>('[role="tabpanel"][data-tab-value]');
  if (!target || !panel || panel.checkVisibility?.() !== false) return target;
  const shown = [...(panel.parentElement?.children ?? [])].find((p) => p.getAttribute('role') === 'tabpanel' && (p as HTMLElement).checkVisibility?.());
  const text = target.textContent?.trim();
  return [...(shown?.querySelectorAll<HTMLElement>(target.tagName) ?? [])].find((h) => h.textContent?.trim() === text) ?? null;
}

/**
 * A link to something inside a panel not chosen: go to the same heading in the chosen panel when
 * there is one; otherwise show the panel it is in (the reader asked for it), then go there.
 */
function reveal(id: string): boolean {
  const target = document.getElementById(id);
  const panel = target?.closest<HTMLElement>('[role="tabpanel"][data-tab-value]');
  if (!target || !panel || panel.checkVisibility?.() !== false) return false;
  const twin = visibleTarget(id);
  if (twin) {
    twin.scrollIntoView();
    return true;
  }
  const set = setOf(panel);
  const tab = set && tabsOf(set).find((t) => t.dataset.tabValue === panel.dataset.tabValue);
  if (!set || !tab) return false;
  choose(set, tab);
  target.scrollIntoView();
  return true;
}

const hashId = (hash: string) => {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return hash.replace(/^#/, '');
  }
};

function onLinkClick(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href*="#"]');
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = new URL(link.href, window.location.href);
  if (url.pathname !== window.location.pathname || !url.hash) return;
  if (reveal(hashId(url.hash))) {
    event.preventDefault();
    window.history.pushState(window.history.state, '', url.hash);
  }
}

/** A new page: the choices of sets without a group (`_…`, never stored) are forgotten, as a reload forgets them. */
export function forgetPageChoices(): void {
  const kept = new Map([...choices()].filter(([group]) => !group.startsWith('_')));
  html().setAttribute(TABS_ATTRIBUTE, formatChoices(kept));
}

let installed = false;

/** Once, before React renders (gatsby-browser's onClientEntry). */
export function installTabs(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  // Capture: before the router and the browser act on a link to a hidden heading.
  document.addEventListener('click', onLinkClick, true);
  window.addEventListener('hashchange', () => reveal(hashId(window.location.hash)));
  // Sets added later are brought in step as they arrive.
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element && (node.matches(SET) || node.querySelector(SET))) syncTabs(node);
  }).observe(document.body, { childList: true, subtree: true });
  syncTabs();
  if (window.location.hash) reveal(hashId(window.location.hash));
}
