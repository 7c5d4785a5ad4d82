import React from 'react';
import type { WrapPageElementBrowserArgs, WrapRootElementBrowserArgs } from 'gatsby';
import { ColorModeProvider } from '../../hooks/useColorMode';
import { MDXProvider } from '@mdx-js/react';
import ErrorBoundary from '../ErrorBoundary';
import { MDX_COMPONENTS } from '../mdx-components';

/** Shared by gatsby-browser and gatsby-ssr so both render the same tree. */
export function wrapRootElement({ element }: Pick<WrapRootElementBrowserArgs, 'element'>) {
  return (
    <ColorModeProvider>
      <MDXProvider components={MDX_COMPONENTS}>{element}</MDXProvider>
    </ColorModeProvider>
  );
}

/** A page that throws shows the crash screen; navigating away (new key) resets the boundary. */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) {
  return <ErrorBoundary key={props.location.pathname}>{element}</ErrorBoundary>;
}
