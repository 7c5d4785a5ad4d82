import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { COLOR_MODE_ATTRIBUTE, COLOR_MODE_STORAGE_KEY } from '../lib/constants';
import { createStorageSlot } from './storage';

export type ColorMode = 'light' | 'dark';

type ColorModeContextValue = {
  /** null until mounted: the server cannot know the stored choice. */
  colorMode: ColorMode | null;
  setColorMode: (mode: ColorMode) => void;
};

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

function readAppliedMode(): ColorMode {
  // The pre-paint script in gatsby-ssr has already applied the stored choice.
  return document.documentElement.getAttribute(COLOR_MODE_ATTRIBUTE) === 'dark' ? 'dark' : 'light';
}

export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  const [colorMode, setState] = useState<ColorMode | null>(null);

  useEffect(() => {
    setState(readAppliedMode());
  }, []);

  const setColorMode = useCallback((mode: ColorMode) => {
    document.documentElement.setAttribute(COLOR_MODE_ATTRIBUTE, mode);
    document.documentElement.style.colorScheme = mode;
    createStorageSlot(COLOR_MODE_STORAGE_KEY).set(mode);
    setState(mode);
  }, []);

  const value = useMemo(() => ({ colorMode, setColorMode }), [colorMode, setColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeContextValue {
  const ctx = useContext(ColorModeContext);
  if (!ctx) throw new Error('useColorMode must be used inside <ColorModeProvider> (see src/theme/Root).');
  return ctx;
}
