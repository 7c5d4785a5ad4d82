import React, { createContext, useContext } from 'react';

/** What a page tells the shell about itself (for the mobile menu and the version dropdown). */
export type PageShellContext = {
  /** Rendered in the mobile menu's secondary panel (docs sidebar, blog sidebar). */
  secondaryMenu?: (close: () => void) => React.ReactNode;
  /** The docs version the current page belongs to. */
  docsVersion?: string;
  /** The same page in each version, when it exists there. */
  versionRoutes?: Record<string, string>;
};

const Context = createContext<PageShellContext>({});

export const PageShellProvider = Context.Provider;

export function usePageShell(): PageShellContext {
  return useContext(Context);
}
