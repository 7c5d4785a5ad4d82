import { z } from 'zod';

/**
 * The site configuration (content/site-config.yaml). This schema is the source of
 * truth: the SiteConfig type is inferred from it and the build validates the file
 * against it before anything else runs.
 */

export const NAVBAR_ITEM_TYPES = [
  'link',
  'dropdown',
  'doc',
  'docSidebar',
  'docsVersionDropdown',
  'localeDropdown',
  'search',
  'html',
] as const;

const Position = z.enum(['left', 'right']).default('right');

/** Internal routes start with a slash; external ones are absolute URLs. */
const InternalPath = z.string().regex(/^\//, 'must be an internal path starting with "/"');
const ExternalUrl = z.string().url('must be an absolute URL such as https://example.com');

const LinkFields = {
  label: z.string().min(1),
  to: InternalPath.optional(),
  href: ExternalUrl.optional(),
};

function exactlyOneTarget(item: { type?: string; to?: string; href?: string }, ctx: z.RefinementCtx) {
  if (item.type && item.type !== 'link') return;
  if (Boolean(item.to) === Boolean(item.href)) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: 'a link needs exactly one target: "to" for an internal path or "href" for an external URL',
    });
  }
}

const LinkItem = z.object({ type: z.literal('link'), ...LinkFields, position: Position }).strict();

const DocItem = z
  .object({
    type: z.literal('doc'),
    docId: z.string().min(1),
    label: z.string().optional(),
    position: Position,
  })
  .strict();

const DropdownChild = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('link'), ...LinkFields }).strict(),
    z.object({ type: z.literal('doc'), docId: z.string().min(1), label: z.string().optional() }).strict(),
  ])
  .superRefine(exactlyOneTarget);

const NavbarItemVariants = [
  LinkItem,
  z
    .object({
      type: z.literal('dropdown'),
      label: z.string().min(1),
      items: z.array(z.preprocess(withDefaultType, DropdownChild)).min(1, 'a dropdown needs at least one item'),
      position: Position,
    })
    .strict(),
  DocItem,
  z
    .object({
      type: z.literal('docSidebar'),
      sidebarId: z.string().min(1),
      label: z.string().min(1),
      position: Position,
    })
    .strict(),
  z
    .object({ type: z.literal('docsVersionDropdown'), label: z.string().optional(), position: Position })
    .strict(),
  z.object({ type: z.literal('localeDropdown'), label: z.string().optional(), position: Position }).strict(),
  z.object({ type: z.literal('search'), position: Position }).strict(),
  z.object({ type: z.literal('html'), value: z.string().min(1), position: Position }).strict(),
] as const;

/** A navbar item without a type is a link, as in Docusaurus. */
function withDefaultType(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value) && !('type' in value)) {
    return { type: 'link', ...value };
  }
  return value;
}

export const NavbarItemSchema = z.preprocess(
  withDefaultType,
  z.discriminatedUnion('type', [...NavbarItemVariants], {
    errorMap: (issue, ctx) => {
      if (issue.code === z.ZodIssueCode.invalid_union_discriminator) {
        const received = (ctx.data as { type?: unknown } | undefined)?.type;
        return {
          message: `unknown navbar item type ${JSON.stringify(received)} (expected one of ${NAVBAR_ITEM_TYPES.join(', ')})`,
        };
      }
      return { message: ctx.defaultError };
    },
  }).superRefine(exactlyOneTarget),
);

const FooterLink = z
  .object({ label: z.string().min(1), to: InternalPath.optional(), href: ExternalUrl.optional() })
  .strict()
  .superRefine(exactlyOneTarget);

const FooterColumn = z.object({ title: z.string().min(1), items: z.array(FooterLink).min(1) }).strict();

export const DocsVersionSchema = z
  .object({
    /** "current" is served at the route base path; any other version at <base>/<name>. */
    name: z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, 'use lowercase letters, digits, dots and dashes'),
    label: z.string().min(1),
    docs: z.string().min(1),
    sidebars: z.string().min(1),
    mainDocId: z.string().min(1),
    draftIds: z.array(z.string()).default([]),
  })
  .strict();

/** The blog: where its posts, authors.yaml and tags.yaml live and how its pages are laid out. */
export const BlogConfigSchema = z
  .object({
    path: z.string().min(1).default('content/blog'),
    routeBasePath: InternalPath.refine((p) => p !== '/' && !p.endsWith('/'), 'must be a path such as "/blog", without a trailing slash').default('/blog'),
    title: z.string().min(1).default('Blog'),
    description: z.string().min(1).default('Blog'),
    postsPerPage: z.number().int().min(1).default(10),
    /** Recent posts in the blog sidebar: a number, or ALL. */
    sidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default(5),
    sidebarTitle: z.string().min(1).default('Recent posts'),
  })
  .strict();

const MermaidTheme = z.enum(['default', 'neutral', 'dark', 'forest', 'base']);
/** Prism palettes shipped in src/theme/styles/prism.css. */
const PrismTheme = z.enum(['github', 'dracula']);

export const SiteConfigSchema = z
  .object({
    title: z.string().min(1),
    tagline: z.string().min(1),
    url: ExternalUrl,
    favicon: InternalPath,
    /** What a broken internal link or anchor does to the build (as in Docusaurus). */
    onBrokenLinks: z.enum(['throw', 'warn']).default('throw'),
    repository: z
      .object({ url: ExternalUrl, editBranch: z.string().min(1), contentPath: z.string().min(1) })
      .strict(),
    logo: z.object({ src: InternalPath, alt: z.string().min(1) }).strict(),
    locales: z
      .object({
        default: z.string().min(2),
        items: z
          .array(
            z
              .object({
                code: z.string().min(2),
                label: z.string().min(1),
                /** Where a separately deployed locale lives (absolute URL); default: /<code>/ on this site. */
                url: ExternalUrl.optional(),
              })
              .strict(),
          )
          .min(1),
      })
      .strict()
      .superRefine((locales, ctx) => {
        if (!locales.items.some((l) => l.code === locales.default)) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: ['default'],
            message: `default locale "${locales.default}" is not in locales.items`,
          });
        }
      }),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        disableSwitch: z.boolean().default(false),
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .strict(),
    prism: z.object({ theme: PrismTheme, darkTheme: PrismTheme }).strict(),
    mermaid: z.object({ theme: MermaidTheme, darkTheme: MermaidTheme }).strict(),
    docs: z
      .object({
        routeBasePath: InternalPath,
        breadcrumbs: z.boolean().default(true),
        versions: z.array(DocsVersionSchema).min(1, 'at least one docs version is required'),
      })
      .strict(),
    blog: BlogConfigSchema.default({}),
    /** The API reference page (/api), rendered from this OpenAPI file; omit for a site without one. */
    apiReference: z.object({ spec: z.string().min(1) }).strict().optional(),
    announcementBar: z
      .object({
        id: z.string().min(1),
        content: z.string().min(1),
        backgroundColor: z.string().default('#fff'),
        textColor: z.string().default('#000'),
        isCloseable: z.boolean().default(true),
      })
      .strict()
      .optional(),
    navbar: z
      .object({
        title: z.string().optional(),
        hideOnScroll: z.boolean().default(false),
        items: z.array(NavbarItemSchema),
      })
      .strict(),
    footer: z
      .object({
        style: z.enum(['dark', 'light']).default('dark'),
        logo: z
          .object({ src: InternalPath, alt: z.string().min(1), href: z.string().optional() })
          .strict()
          .optional(),
        /** Either columns of links, or a single row of links. */
        links: z.union([z.array(FooterColumn), z.array(FooterLink)]).default([]),
        copyright: z.string().optional(),
      })
      .strict(),
  })
  .strict();

export type SiteConfigInput = z.input<typeof SiteConfigSchema>;
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
export type NavbarItem = z.infer<typeof NavbarItemSchema>;
export type DocsVersion = z.infer<typeof DocsVersionSchema>;
export type BlogConfig = z.infer<typeof BlogConfigSchema>;
export type FooterLinkItem = z.infer<typeof FooterLink>;
export type FooterColumnItem = z.infer<typeof FooterColumn>;

export function isFooterColumns(links: SiteConfig['footer']['links']): links is FooterColumnItem[] {
  return links.length > 0 && 'title' in links[0];
}

/**
 * GraphQL: the validated configuration as typed fields. The node stores the parsed file;
 * navbar, footer and versions are resolved when queried (src/node/resolvers.ts), so a doc
 * title or sidebar edit reaches the navbar in `gatsby develop` without a restart.
 */
export const siteConfigTypeDefs = `
  type SiteConfig implements Node @dontInfer {
    title: String!
    tagline: String!
    url: String!
    favicon: String!
    onBrokenLinks: String!
    repository: SiteRepository!
    logo: SiteLogo!
    locales: SiteLocales!
    colorMode: SiteColorMode!
    prism: SiteThemePair!
    mermaid: SiteThemePair!
    docs: SiteDocs!
    blog: SiteBlog!
    apiReference: SiteApiReference
    announcementBar: SiteAnnouncementBar
    "Navbar items with doc and docSidebar items resolved to links."
    navbar: SiteNavbar!
    "Footer links split into columns or a single row; {year} replaced in the copyright."
    footer: SiteFooter!
    "Each docs version with its route and the route of its main doc."
    versions: [DocsVersionInfo!]!
  }
  type SiteRepository { url: String! editBranch: String! contentPath: String! }
  type SiteLogo { src: String! alt: String! }
  type SiteLocale { code: String! label: String! url: String }
  type SiteLocales { default: String! items: [SiteLocale!]! }
  type SiteColorMode { defaultMode: String! disableSwitch: Boolean! respectPrefersColorScheme: Boolean! }
  type SiteThemePair { theme: String! darkTheme: String! }
  type SiteDocsVersion { name: String! label: String! docs: String! sidebars: String! mainDocId: String! draftIds: [String!]! }
  type SiteDocs { routeBasePath: String! breadcrumbs: Boolean! versions: [SiteDocsVersion!]! }
  type SiteBlog {
    path: String!
    routeBasePath: String!
    title: String!
    description: String!
    postsPerPage: Int!
    "Recent posts in the blog sidebar; null means all."
    sidebarCount: Int
    sidebarTitle: String!
  }
  type SiteApiReference { spec: String! }
  type SiteAnnouncementBar { id: String! content: String! backgroundColor: String! textColor: String! isCloseable: Boolean! }
  type VersionRoute { version: String! route: String! }
  type NavbarItem {
    type: String!
    label: String
    to: String
    href: String
    position: String!
    value: String
    "The route prefix under which a docSidebar item shows as active."
    activeBase: String
    "The same target in each docs version (doc and docSidebar items)."
    toByVersion: [VersionRoute!]
    items: [NavbarItem!]
  }
  type SiteNavbar { title: String hideOnScroll: Boolean! items: [NavbarItem!]! }
  type FooterLink { label: String! to: String href: String }
  type FooterColumn { title: String! items: [FooterLink!]! }
  type SiteFooterLogo { src: String! alt: String! href: String }
  type SiteFooter { style: String! logo: SiteFooterLogo columns: [FooterColumn!]! links: [FooterLink!]! copyright: String }
  type DocsVersionInfo { name: String! label: String! path: String! mainDocPath: String! }
`;
