import isPropValid from '@emotion/is-prop-valid';
import React, { useEffect, useRef } from 'react';
import {
  ApiContentWrap,
  ApiInfo,
  BackgroundStub,
  ContentItems,
  MenuItems,
  OptionsProvider,
  RedocWrap,
  StickyResponsiveSidebar,
  StoreProvider,
  ThemeProvider,
  type AppStore,
  type ContentItemModel,
  type IMenuItem,
} from 'redoc';
import { StyleSheetManager } from 'styled-components';
import { watchHeadingLevels } from './heading-levels';
import * as styles from './styles.module.css';

type Props = { store: AppStore };

/**
 * Redoc was written for styled-components 5, which kept props that are not HTML
 * attributes (html, depth, compact) off the DOM; version 6 forwards them unless told
 * not to, and every Markdown block would carry its HTML twice, once as an attribute.
 */
const shouldForwardProp = (prop: string, target: unknown) => typeof target !== 'string' || isPropValid(prop);

/**
 * Redoc's page (its <Redoc> component) rebuilt from the parts Redoc exports, for two
 * reasons: the side menu's "API docs by Redocly" footer loads a logo from Redoc's CDN,
 * and the menu must sit in a labelled landmark. Everything else is Redoc's own markup,
 * rendered on the server from the store built from the page context.
 */
export default function ApiReference({ store }: Props) {
  const { menu, options } = store;
  const reference = useRef<HTMLDivElement>(null);

  useEffect(() => (reference.current ? watchHeadingLevels(reference.current) : undefined), []);

  useEffect(() => {
    // The site keeps anchors clear of the sticky navbar with CSS (scroll-padding-top), which
    // also works without JavaScript. Redoc scrolls by its own offset (scrollYOffset): with both,
    // every section would land one navbar too low and Redoc would mark the previous one active.
    const root = document.documentElement;
    const scrollPadding = root.style.scrollPaddingTop;
    root.style.scrollPaddingTop = '0px';
    // What <Redoc> does on mount: follow the URL hash. Two frames later, because
    // gatsby-remark-autolink-headers also scrolls to the hash, one frame after the first
    // render and without room for the navbar; Redoc's scroll has to be the last one.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => store.onDidMount());
    });
    return () => {
      cancelAnimationFrame(frame);
      store.dispose();
      root.style.scrollPaddingTop = scrollPadding;
    };
  }, [store]);

  // The behaviour of Redoc's SideMenu: a second click on the active group folds it.
  const activate = (item: IMenuItem) => {
    if (item.active && options.menuToggle) {
      if (item.expanded) item.collapse();
      else item.expand();
      return;
    }
    menu.activateAndScroll(item, true);
  };

  return (
    <div className={styles.reference} ref={reference}>
      <StyleSheetManager shouldForwardProp={shouldForwardProp}>
        <ThemeProvider theme={options.theme}>
          <StoreProvider value={store}>
            <OptionsProvider value={options}>
              <RedocWrap className="redoc-wrap">
                <StickyResponsiveSidebar menu={menu} className="menu-content">
                  <nav aria-label="API reference" className={styles.menu}>
                    <MenuItems items={menu.items} onActivate={activate} root />
                  </nav>
                </StickyResponsiveSidebar>
                <ApiContentWrap className="api-content">
                  <ApiInfo store={store} />
                  <ContentItems items={menu.items as ContentItemModel[]} />
                </ApiContentWrap>
                <BackgroundStub />
              </RedocWrap>
            </OptionsProvider>
          </StoreProvider>
        </ThemeProvider>
      </StyleSheetManager>
    </div>
  );
}
