import React from 'react';
import Link from '../Link';
import * as styles from './styles.module.css';

export default function Hero({ title, tagline, actions }: { title: string; tagline: string; actions: { label: string; to: string; primary?: boolean }[] }) {
  return (
    <header className={styles.hero}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.tagline}>{tagline}</p>
      <div className={styles.actions}>
        {actions.map((action) => (
          <Link key={action.to} to={action.to} className={action.primary ? styles.primary : styles.secondary}>
            {action.label}
          </Link>
        ))}
      </div>
    </header>
  );
}
