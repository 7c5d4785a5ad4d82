import React from 'react';
import type { IMenuItem } from 'redoc';
import * as styles from './styles.module.css';

type Props = {
  items: IMenuItem[];
  /** Closes the mobile menu after a choice. */
  onNavigate?: () => void;
};

const httpVerb = (item: IMenuItem) => (item.type === 'operation' ? (item as IMenuItem & { httpVerb?: string }).httpVerb : undefined);

/**
 * The API reference's sections and operations as plain links, for the mobile menu.
 * Redoc follows the URL hash (#tag/Pollers/operation/listPollers): it scrolls to the
 * section and marks it in its own menu.
 */
export default function ApiMenu({ items, onNavigate }: Props) {
  return (
    <nav aria-label="API reference" className={styles.menu}>
      <MenuList items={items} onNavigate={onNavigate} />
    </nav>
  );
}

function MenuList({ items, onNavigate }: Props) {
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const verb = httpVerb(item);
        return (
          <li key={item.id}>
            <a href={`#${encodeURI(item.id)}`} className={`${styles.link} ${item.items.length ? styles.group : ''}`} onClick={onNavigate}>
              {verb && <span className={styles.verb}>{verb.toUpperCase()}</span>}
              {item.sidebarLabel}
            </a>
            {item.items.length > 0 && <MenuList items={item.items} onNavigate={onNavigate} />}
          </li>
        );
      })}
    </ul>
  );
}
