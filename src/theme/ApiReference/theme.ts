import type { RedocRawOptions } from 'redoc';

type RedocTheme = NonNullable<RedocRawOptions['theme']>;

const v = (name: string) => `var(--site-api-${name})`;

/**
 * CSS Redoc appends to some of its components (theme.extensionsHook), where its own
 * stylesheet has literal colours (white table rows, black labels, grey headers) that
 * would not follow the colour mode or miss WCAG AA contrast.
 */
const componentExtensions: Record<string, string> = {
  Markdown: `
    code { border-color: ${v('border')}; }
    table tr { background-color: ${v('bg')}; border-top-color: ${v('border')}; }
    table tr:nth-child(2n) { background-color: ${v('bg-muted')}; }
    table th, table td { border-color: ${v('border')}; }
    table code { white-space: nowrap; }
    blockquote { color: ${v('text-muted')}; border-left-color: ${v('border')}; }
  `,
  // "Authorizations:", "Response Schema: application/json"
  UnderlinedHeader: `
    color: ${v('text-muted')};
    border-bottom-color: ${v('border')};
    span { color: ${v('text')}; }
  `,
  // Constraints such as "non-empty" or ">= 0": full-strength text, the brand colour as frame.
  ConstraintItem: `
    color: ${v('primary')};
    border-color: ${v('brand')};
  `,
  // Syntax colours of the samples on the right-hand panel, which is dark in both modes.
  Prism: `
    .token.property, .token.tag, .token.number, .token.constant, .token.symbol { color: ${v('panel-token-number')}; }
    .token.boolean { color: ${v('panel-token-boolean')}; }
    .token.punctuation { opacity: 1; color: ${v('panel-text-muted')}; }
  `,
};

/**
 * Redoc's theme, written in the site's CSS variables (src/theme/styles/tokens.css): the
 * server-rendered styles are the same for both colour modes and the browser picks the
 * colours of the current one, so the reference follows the site's colour mode before any
 * JavaScript runs and switching modes re-renders nothing. Shades Redoc derives in
 * JavaScript become CSS color-mix() (src/lib/css-var-color.ts).
 */
export const redocTheme: RedocTheme = {
  spacing: { unit: 5, sectionHorizontal: 40, sectionVertical: 40 },
  // Redoc's "small" layout (menu hidden) starts where the site's mobile layout does.
  breakpoints: { small: '996px', medium: '75rem', large: '105rem' },
  colors: {
    tonalOffset: 0.2,
    primary: { main: v('primary'), light: v('primary'), dark: v('primary'), contrastText: v('on-primary') },
    success: { main: v('success'), light: v('success'), dark: v('success'), contrastText: v('bg') },
    warning: { main: v('warning'), light: v('warning'), dark: v('warning'), contrastText: v('bg') },
    error: { main: v('error'), light: v('error'), dark: v('error'), contrastText: v('bg') },
    gray: { 50: v('bg-muted'), 100: v('bg-muted') },
    text: { primary: v('text'), secondary: v('text-muted') },
    border: { dark: v('border'), light: v('bg') },
    responses: {
      success: { color: v('success'), backgroundColor: v('success-bg'), tabTextColor: v('tab-success') },
      error: { color: v('error'), backgroundColor: v('error-bg'), tabTextColor: v('tab-error') },
      redirect: { color: v('warning'), backgroundColor: v('warning-bg'), tabTextColor: v('tab-redirect') },
      info: { color: v('info'), backgroundColor: v('info-bg'), tabTextColor: v('tab-info') },
    },
    // Method badges: white text on these passes AA in both modes.
    http: {
      get: '#1e7a2e',
      post: '#0b62a8',
      put: '#8a4673',
      options: '#7a5c0f',
      patch: '#a84c16',
      delete: '#b92c2c',
      basic: '#5f5f5f',
      link: '#066f7b',
      head: '#8f3599',
    },
  },
  schema: {
    // The tree lines of nested fields carry the brand colour (#1890ff).
    linesColor: v('brand'),
    defaultDetailsWidth: '75%',
    typeNameColor: v('text-muted'),
    typeTitleColor: v('text-muted'),
    requireLabelColor: v('error'),
    labelsTextSize: '0.9em',
    nestingSpacing: '1em',
    nestedBackground: v('bg-muted'),
    arrow: { size: '1.1em', color: v('text-muted') },
  },
  typography: {
    fontSize: '15px',
    lineHeight: '1.6em',
    fontWeightRegular: '400',
    fontWeightBold: '600',
    fontWeightLight: '300',
    fontFamily: 'var(--site-font-sans)',
    smoothing: 'antialiased',
    optimizeSpeed: true,
    headings: { fontFamily: 'var(--site-font-sans)', fontWeight: '600', lineHeight: '1.4em' },
    code: {
      fontSize: '13px',
      fontFamily: 'var(--site-font-mono)',
      lineHeight: '1.5em',
      fontWeight: '400',
      color: v('code-text'),
      backgroundColor: v('code-bg'),
      wrap: true,
    },
    links: {
      color: v('link'),
      visited: v('link'),
      hover: v('link-hover'),
      textDecoration: 'underline',
      hoverTextDecoration: 'underline',
    },
  },
  sidebar: {
    width: '260px',
    backgroundColor: v('sidebar-bg'),
    textColor: v('sidebar-text'),
    activeTextColor: v('sidebar-active-text'),
    groupItems: { activeBackgroundColor: v('sidebar-active-bg'), activeTextColor: v('sidebar-active-text'), textTransform: 'uppercase' },
    level1Items: { activeBackgroundColor: v('sidebar-active-bg'), activeTextColor: v('sidebar-active-text'), textTransform: 'none' },
    arrow: { size: '1.5em', color: v('sidebar-text') },
  },
  logo: { maxHeight: '260px', maxWidth: '260px', gutter: '2px' },
  rightPanel: {
    backgroundColor: v('panel-bg'),
    width: '40%',
    textColor: v('panel-text'),
    servers: {
      overlay: { backgroundColor: v('bg-muted'), textColor: v('text') },
      url: { backgroundColor: v('bg') },
    },
  },
  codeBlock: { backgroundColor: v('panel-code-bg') },
  fab: { backgroundColor: v('bg-muted'), color: v('primary') },
  extensionsHook: (name: string) => componentExtensions[name] ?? '',
};
