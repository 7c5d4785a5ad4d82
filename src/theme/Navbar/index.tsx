import React, { useCallback, useRef, useState } from 'react';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import { useHideOnScroll } from '../../hooks/useHideOnScroll';
import { useLayoutMode } from '../../hooks/useLayoutMode';
import ColorModeToggle from '../ColorModeToggle';
import Logo from '../Logo';
import MobileMenu from '../MobileMenu';
import NavbarItem from '../NavbarItem';
import { SearchIconButton, SearchProvider } from '../Search';
import * as styles from './styles.module.css';

export default function Navbar() {
  const { navbar, colorMode } = useSiteConfig();
  const layout = useLayoutMode();
  const hidden = useHideOnScroll(navbar.hideOnScroll);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    toggle.current?.focus();
  }, []);

  const left = navbar.items.filter((item) => item.position === 'left');
  const right = navbar.items.filter((item) => item.position !== 'left');

  return (
    <SearchProvider>
      <nav aria-label="Main" className={`${styles.navbar} ${hidden ? styles.hidden : ''}`} data-navbar-hidden={hidden ? 'true' : 'false'}>
        <div className={styles.inner}>
          <button
            ref={toggle}
            type="button"
            className={`${styles.toggle} mobile-only`}
            aria-label="Toggle navigation bar"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <svg viewBox="0 0 30 30" width="26" height="26" aria-hidden="true" focusable="false">
              <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
            </svg>
          </button>
          <Logo />
          <ul className={`${styles.items} desktop-only`}>
            {left.map((item, index) => (
              <li key={index}>
                <NavbarItem item={item} variant="desktop" />
              </li>
            ))}
          </ul>
          <ul className={`${styles.items} ${styles.right} desktop-only`}>
            {right.map((item, index) => (
              <li key={index}>
                <NavbarItem item={item} variant="desktop" />
              </li>
            ))}
          </ul>
          <SearchIconButton className={styles.search} />
          {!colorMode.disableSwitch && <ColorModeToggle className={styles.colorToggle} />}
        </div>
        {/* The dialog exists only where it can be used: not during SSR, not on desktop. */}
        {layout === 'mobile' && <MobileMenu open={menuOpen} onClose={closeMenu} items={navbar.items} />}
      </nav>
    </SearchProvider>
  );
}
