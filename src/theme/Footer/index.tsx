import React from 'react';
import type { FooterLinkItem } from '../../content-model/site';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import Link from '../Link';
import * as styles from './styles.module.css';

function FooterLink({ item }: { item: FooterLinkItem }) {
  return (
    <Link to={item.to} href={item.href} className={styles.link}>
      {item.label}
    </Link>
  );
}

/** Link columns or a single row of links, an optional logo, and the copyright line. */
export default function Footer() {
  const { footer } = useSiteConfig();
  const { columns, links, logo, copyright, style } = footer;
  return (
    <footer className={`${styles.footer} ${style === 'dark' ? styles.dark : ''}`}>
      <div className={styles.container}>
        {columns.length > 0 ? (
          <div className={styles.columns}>
            {columns.map((column) => (
              <div key={column.title}>
                <h2 className={styles.title}>{column.title}</h2>
                <ul className={styles.list}>
                  {column.items.map((item) => (
                    <li key={item.label}>
                      <FooterLink item={item} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : (
          links.length > 0 && (
            <ul className={styles.row}>
              {links.map((item) => (
                <li key={item.label}>
                  <FooterLink item={item} />
                </li>
              ))}
            </ul>
          )
        )}
        {(logo || copyright) && (
          <div className={styles.bottom}>
            {logo &&
              (logo.href ? (
                <Link to={logo.href.startsWith('/') ? logo.href : undefined} href={logo.href.startsWith('/') ? undefined : logo.href}>
                  <img src={logo.src} alt={logo.alt} height={40} className={styles.logo} />
                </Link>
              ) : (
                <img src={logo.src} alt={logo.alt} height={40} className={styles.logo} />
              ))}
            {copyright && <p className={styles.copyright}>{copyright}</p>}
          </div>
        )}
      </div>
    </footer>
  );
}
