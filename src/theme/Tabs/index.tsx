import React from 'react';
import { panelId, tabId, tabsCss, tabValue, type TabSet } from '../../lib/tabs';

export type TabItemProps = {
  label: string;
  /** Defaults to the label as a word (tabValue). */
  value?: string;
  default?: boolean;
  children?: React.ReactNode;
};

/** One panel of <Tabs>: <Tabs> reads its props and renders it; on its own it is just its content. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

export type TabsProps = {
  /** Sets with the same group switch together, and the choice is remembered. */
  groupId?: string;
  /** Unique on the page: given by the build (src/node/remark/tabs.ts) or by the caller. */
  uid?: string;
  /** The tab list's accessible name. */
  label?: string;
  children?: React.ReactNode;
  /** Another look (the API reference's dark panel): class names added to the parts. */
  classNames?: Partial<Record<'root' | 'tablist' | 'tab' | 'panel' | 'label', string>>;
};

const itemsOf = (children: React.ReactNode) =>
  React.Children.toArray(children)
    .filter((child): child is React.ReactElement<TabItemProps> => React.isValidElement(child) && typeof (child.props as TabItemProps).label === 'string')
    .map((child) => ({ ...child.props, value: child.props.value ?? tabValue(child.props.label) }));

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A tab set, rendered in full on the server: every panel is in the HTML, each under its own label
 * (what a reader without JavaScript, the search index and a printout see). Which panel shows,
 * and which tab looks selected, is decided by CSS from the choices on <html> (src/lib/tabs.ts), so
 * the server's markup is right from the first paint for any stored choice; the browser behaviour
 * (./behaviour.ts) handles clicks and keys and keeps aria-selected in step. No hooks: docs render
 * this once at build time to HTML.
 */
export function Tabs({ groupId, uid, label, children, classNames = {} }: TabsProps) {
  const items = itemsOf(children);
  if (items.length === 0) return null;
  const id = uid ?? `tabs-${groupId ?? items.map((i) => i.value).join('-')}`;
  const set: TabSet = {
    id,
    // A set without a group is a group of its own, named apart from any groupId (which starts with a letter or digit).
    group: groupId ?? `_${id}`,
    values: items.map((i) => i.value),
    defaultValue: (items.find((i) => i.default) ?? items[0]).value,
  };
  return (
    <div
      className={join('tabs', classNames.root)}
      data-tabs-id={set.id}
      data-tabs-group={set.group}
      data-tabs-default={set.defaultValue}
      data-tabs-remember={groupId ? '' : undefined}
    >
      <style dangerouslySetInnerHTML={{ __html: tabsCss(set) }} />
      <div role="tablist" aria-label={label} className={join('tabs__list', classNames.tablist)}>
        {items.map((item) => (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={tabId(set, item.value)}
            aria-controls={panelId(set, item.value)}
            aria-selected={item.value === set.defaultValue}
            tabIndex={item.value === set.defaultValue ? 0 : -1}
            data-tab-value={item.value}
            className={join('tabs__tab', classNames.tab)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div key={item.value} role="tabpanel" id={panelId(set, item.value)} aria-labelledby={tabId(set, item.value)} data-tab-value={item.value} className={join('tabs__panel', classNames.panel)}>
          <p className={join('tabs__label', classNames.label)}>{item.label}</p>
          {item.children}
        </div>
      ))}
    </div>
  );
}
