import React from 'react';
import type { WrapPageElementBrowserArgs, WrapRootElementBrowserArgs } from 'gatsby';
import { ColorModeProvider } from '../../hooks/useColorMode';
import ErrorBoundary from '../ErrorBoundary';

/** Shared by gatsby-browser and gatsby-ssr so both render the same tree. */
export function wrapRootElement({ element }: Pick<WrapRootElementBrowserArgs, 'element'>) {
  return <ColorModeProvider>{element}</ColorModeProvider>;
}

/** A page that throws shows the crash screen; navigating away (new key) resets the boundary. */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) {
  return <ErrorBoundary key={props.location.pathname}>{element}</ErrorBoundary>;
}
