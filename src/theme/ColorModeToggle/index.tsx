import React from 'react';
import { useColorMode } from '../../hooks/useColorMode';
import * as styles from './styles.module.css';

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8" />
      </g>
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M20.7 14.6A8.5 8.5 0 0 1 9.4 3.3a8.5 8.5 0 1 0 11.3 11.3z" />
    </svg>
  );
}

/**
 * Both icons are rendered and CSS shows the one for the applied mode, so the
 * server-rendered button is already right before React hydrates.
 */
export default function ColorModeToggle({ className }: { className?: string }) {
  const { colorMode, setColorMode } = useColorMode();
  const label = colorMode
    ? `Switch between dark and light mode (currently ${colorMode} mode)`
    : 'Switch between dark and light mode';
  return (
    <button
      type="button"
      className={[styles.toggle, className].filter(Boolean).join(' ')}
      onClick={() => setColorMode(colorMode === 'dark' ? 'light' : 'dark')}
      disabled={colorMode === null}
      title={label}
      aria-label={label}
      aria-live="polite"
    >
      <span className="only-light">
        <SunIcon />
      </span>
      <span className="only-dark">
        <MoonIcon />
      </span>
    </button>
  );
}
