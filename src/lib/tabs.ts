/**
 * Tabs (<Tabs groupId> / <TabItem> in MDX, and the API reference's request samples): the contract
 * shared by the build (which checks and numbers them, src/node/remark/tabs.ts), the markup
 * (src/theme/Tabs), the pre-paint script (src/lib/pre-paint.ts) and the browser behaviour
 * (src/theme/Tabs/behaviour.ts).
 *
 * Which panel shows is CSS's business, from one attribute on <html>: `data-tabs`, a list of
 * `group=value` words. The pre-paint script writes it from storage before anything paints, so a
 * stored choice shows from the first paint, with or without the bundles; each tab set carries a
 * few CSS rules of its own (tabsCss) that read it. No attribute at all means no script ran: then
 * every panel shows under its own label, and the tab buttons are hidden.
 */

export const TABS_ATTRIBUTE = 'data-tabs';
/** localStorage: a JSON object, group id -> value. */
export const TABS_STORAGE_KEY = 'site.tabs';
/** The group of the API reference's request samples (curl, go, python): a doc's <Tabs groupId="api-samples"> follows the same choice. */
export const API_SAMPLES_GROUP = 'api-samples';

/** Group ids and values are words of the <html> attribute and parts of element ids. */
export const TAB_NAME = /^[a-z0-9][a-z0-9-]*$/;

/** A tab's value when the author gives only its label: "RHEL/Oracle Linux" -> "rhel-oracle-linux". */
export function tabValue(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The words of the attribute as group -> value (the last word of a group wins). */
export function parseChoices(attribute: string | null): Map<string, string> {
  const choices = new Map<string, string>();
  for (const word of (attribute ?? '').split(/\s+/)) {
    const at = word.indexOf('=');
    if (at > 0) choices.set(word.slice(0, at), word.slice(at + 1));
  }
  return choices;
}

export function formatChoices(choices: Map<string, string>): string {
  return [...choices].map(([group, value]) => `${group}=${value}`).join(' ');
}

/** What storage holds, read leniently: anything that is not a string of the right form is dropped. */
export function parseStoredChoices(raw: string | null): Map<string, string> {
  const choices = new Map<string, string>();
  try {
    const value: unknown = JSON.parse(raw ?? '{}');
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [group, chosen] of Object.entries(value)) if (TAB_NAME.test(group) && typeof chosen === 'string' && TAB_NAME.test(chosen)) choices.set(group, chosen);
  } catch {
    // Hand-edited or another version's shape: no choices.
  }
  return choices;
}

export type TabSet = {
  /** Unique on the page: the element ids and the CSS rules are scoped by it. */
  id: string;
  /** The group whose choice it follows; a set without a groupId is a group of its own, not remembered. */
  group: string;
  values: string[];
  defaultValue: string;
};

export const tabId = (set: Pick<TabSet, 'id'>, value: string) => `${set.id}-${value}-tab`;
export const panelId = (set: Pick<TabSet, 'id'>, value: string) => `${set.id}-${value}-panel`;

/** The value a set shows for the choices on <html>: the group's choice when the set has it, else its default. */
export function selectedValue(set: Pick<TabSet, 'group' | 'values' | 'defaultValue'>, choices: Map<string, string>): string {
  const chosen = choices.get(set.group);
  return chosen !== undefined && set.values.includes(chosen) ? chosen : set.defaultValue;
}

/**
 * The rules that show one set's chosen panel and mark its tab, written into the page with the
 * set: for each value, "when <html> says group=value"; the default also when <html> names no
 * value of this set. Selectors only: the look is in src/theme/Tabs/styles.module.css, which
 * reads --tab-selected.
 */
export function tabsCss({ id, group, values, defaultValue }: TabSet): string {
  const scope = `[data-tabs-id="${id}"]`;
  const none = values.map((v) => `:not([${TABS_ATTRIBUTE}~="${group}=${v}"])`).join('');
  return values
    .map((value) => {
      const when = [`html[${TABS_ATTRIBUTE}~="${group}=${value}"] ${scope}`];
      if (value === defaultValue) when.push(`html[${TABS_ATTRIBUTE}]${none} ${scope}`);
      const panels = when.map((w) => `${w}>[role=tabpanel]:not([data-tab-value="${value}"])`).join(',');
      const tabs = when.map((w) => `${w} [role=tab][data-tab-value="${value}"]`).join(',');
      return `${panels}{display:none}${tabs}{--tab-selected:1}`;
    })
    .join('');
}
