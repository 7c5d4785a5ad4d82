import isPropValid from '@emotion/is-prop-valid';
import React, { useEffect, useRef } from 'react';
import {
  ApiContentWrap,
  ApiInfo,
  BackgroundStub,
  MenuItems,
  MiddlePanel,
  Operation,
  OptionsProvider,
  RedocWrap,
  RightPanel,
  Row,
  Section,
  SectionItem,
  StickyResponsiveSidebar,
  StoreProvider,
  ThemeProvider,
  type AppStore,
  type ContentItemModel,
  type IMenuItem,
  type OperationModel,
} from 'redoc';
import { StyleSheetManager } from 'styled-components';
import type { ApiPageContext } from '../../content-model/api-spec';
import { ApiSamplesProvider } from '../../hooks/useApiSamples';
import { claimHashScroll } from '../../lib/hash-scroll';
import ApiBaseUrl from '../ApiBaseUrl';
import ApiCodeSamples from '../ApiCodeSamples';
import { watchHeadingLevels } from './heading-levels';
import * as styles from './styles.module.css';

type Props = {
  store: AppStore;
  /** Called once the reference has mounted (hydrated): it answers clicks from then on. */
  onMount?: () => void;
} & Pick<ApiPageContext, 'specBaseUrl' | 'codeSamples'>;

type Samples = ApiPageContext['codeSamples'];

/**
 * Redoc's ContentItems, with the site's request samples beside each operation (why Redoc's own
 * x-codeSamples tabs are not used: src/node/openapi/code-samples.ts). Same markup as Redoc's
 * (redoc.browser.lib.js, ContentItem): groups render only their children, tags and sections
 * Redoc's SectionItem, operations Redoc's Operation, each in a Section carrying its id for
 * the menu's scroll spy.
 */
function ContentItems({ items, samples }: { items: ContentItemModel[]; samples: Samples }) {
  return (
    <>
      {items.map((item) => {
        const operation = item.type === 'operation' ? (item as OperationModel) : undefined;
        const own = operation?.operationId ? samples[operation.operationId] : undefined;
        return (
          <React.Fragment key={item.id}>
            {item.type !== 'group' && (
              <Section id={item.id} $underlined={item.type === 'operation'}>
                {!operation ? (
                  <SectionItem item={item} />
                ) : !own ? (
                  <Operation operation={operation} />
                ) : (
                  <div className={styles.operation}>
                    <Operation operation={operation} />
                    <RightPanel className={styles.samplesColumn}>
                      <ApiCodeSamples samples={own} />
                    </RightPanel>
                  </div>
                )}
              </Section>
            )}
            {item.items.length > 0 && <ContentItems items={item.items as ContentItemModel[]} samples={samples} />}
          </React.Fragment>
        );
      })}
    </>
  );
}

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
export default function ApiReference({ store, specBaseUrl, codeSamples, onMount }: Props) {
  const { menu, options } = store;
  const reference = useRef<HTMLDivElement>(null);

  useEffect(() => onMount?.(), [onMount]);

  useEffect(() => (reference.current ? watchHeadingLevels(reference.current) : undefined), []);

  useEffect(() => {
    // The site keeps anchors clear of the sticky navbar with CSS (scroll-padding-top), which
    // also works without JavaScript. Redoc scrolls by its own offset (scrollYOffset): with both,
    // every section would land one navbar too low and Redoc would mark the previous one active.
    const root = document.documentElement;
    const scrollPadding = root.style.scrollPaddingTop;
    root.style.scrollPaddingTop = '0px';
    // For the same reason, Gatsby's router leaves the hash to Redoc (gatsby-browser.tsx's shouldUpdateScroll).
    const releaseHashScroll = claimHashScroll(window.location.pathname);
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
      releaseHashScroll();
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
                <ApiSamplesProvider specBaseUrl={specBaseUrl}>
                  <ApiContentWrap className="api-content">
                    <ApiInfo store={store} />
                    <Row>
                      <MiddlePanel>
                        <ApiBaseUrl />
                      </MiddlePanel>
                    </Row>
                    <ContentItems items={menu.items as ContentItemModel[]} samples={codeSamples} />
                  </ApiContentWrap>
                </ApiSamplesProvider>
                <BackgroundStub />
              </RedocWrap>
            </OptionsProvider>
          </StoreProvider>
        </ThemeProvider>
      </StyleSheetManager>
    </div>
  );
}
