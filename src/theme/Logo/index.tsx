import React from 'react';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import Link from '../Link';
import * as styles from './styles.module.css';

export default function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const { logo, navbar, title } = useSiteConfig();
  return (
    <Link to="/" className={styles.brand} onClick={onNavigate}>
      <img src={logo.src} alt={logo.alt} width={32} height={32} className={styles.logo} />
      {navbar.title && <b className={styles.title}>{navbar.title}</b>}
      {!navbar.title && <span className="sr-only">{title}</span>}
    </Link>
  );
}
