import React from 'react';
import type { ApiMenuItem } from '../../content-model/api-spec';
import * as styles from './styles.module.css';

type Props = {
  items: ApiMenuItem[];
  /** Closes the mobile menu after a choice. */
  onNavigate?: () => void;
};

/**
 * The API reference's sections and operations as plain links, for the mobile menu (Redoc's
 * menu computed at build time: src/node/openapi/api-menu.ts).
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
        const verb = item.httpVerb;
        return (
          <li key={item.id}>
            <a href={`#${encodeURI(item.id)}`} className={`${styles.link} ${item.items.length ? styles.group : ''}`} onClick={onNavigate}>
              {verb && <span className={styles.verb}>{verb.toUpperCase()}</span>}
              {item.label}
            </a>
            {item.items.length > 0 && <MenuList items={item.items} onNavigate={onNavigate} />}
          </li>
        );
      })}
    </ul>
  );
}
