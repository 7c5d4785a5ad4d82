import { z } from 'zod';
import { ReleasesConfigSchema } from './release';

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

const Position = z.enum(['left', 'right']).default('right').describe('Which side of the navbar the item sits on.');

/** Internal routes start with a slash; external ones are absolute URLs. */
const InternalPath = z.string().regex(/^\//, 'must be an internal path starting with "/"');
const ExternalUrl = z.string().url('must be an absolute URL such as https://example.com');

const LinkFields = {
  label: z.string().min(1).describe('The text of the link.'),
  to: InternalPath.optional().describe('An internal route such as "/blog". Give exactly one of `to` and `href`.'),
  href: ExternalUrl.optional().describe('An external URL; it opens in a new tab. Give exactly one of `to` and `href`.'),
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
    docId: z.string().min(1).describe("The id of a doc of the current version; the link goes to that doc's route in the version being read."),
    label: z.string().optional().describe("The link's text; default: the doc's sidebar_label, else its title."),
    position: Position,
  })
  .strict();

const DropdownChild = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('link'), ...LinkFields }).strict(),
    z
      .object({
        type: z.literal('doc'),
        docId: z.string().min(1).describe('The id of a doc of the current version.'),
        label: z.string().optional().describe("The entry's text; default: the doc's sidebar_label, else its title."),
      })
      .strict(),
  ])
  .superRefine(exactlyOneTarget);

const NavbarItemVariants = [
  LinkItem,
  z
    .object({
      type: z.literal('dropdown'),
      label: z.string().min(1).describe("The dropdown's button text."),
      items: z
        .array(z.preprocess(withDefaultType, DropdownChild))
        .min(1, 'a dropdown needs at least one item')
        .describe('Its entries: links (`label` with `to` or `href`; `type: link` may be left out) or docs (`type: doc`, `docId`, `label`).'),
      position: Position,
    })
    .strict(),
  DocItem,
  z
    .object({
      type: z.literal('docSidebar'),
      sidebarId: z.string().min(1).describe("A sidebar id of the sidebars file; the link goes to the sidebar's first link and is shown as active on every docs page."),
      label: z.string().min(1).describe('The text of the link.'),
      position: Position,
    })
    .strict(),
  z
    .object({
      type: z.literal('docsVersionDropdown'),
      label: z.string().optional().describe("The button text; default: the label of the version being read."),
      position: Position,
    })
    .strict(),
  z
    .object({
      type: z.literal('localeDropdown'),
      label: z.string().optional().describe("The button text; default: the current locale's label."),
      position: Position,
    })
    .strict(),
  z.object({ type: z.literal('search'), position: Position }).strict(),
  z.object({ type: z.literal('html'), value: z.string().min(1).describe('HTML inserted as it is into the navbar.'), position: Position }).strict(),
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
  .object({ ...LinkFields })
  .strict()
  .superRefine(exactlyOneTarget);

const FooterColumn = z
  .object({ title: z.string().min(1).describe("The column's heading."), items: z.array(FooterLink).min(1).describe("The column's links.") })
  .strict();

export const DocsVersionSchema = z
  .object({
    name: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]*$/, 'use lowercase letters, digits, dots and dashes')
      .describe('The version\'s name: the first version is served at `docs.routeBasePath`, any other at `<routeBasePath>/<name>`.'),
    label: z.string().min(1).describe('The name readers see, in the version dropdown and on each doc.'),
    docs: z.string().min(1).describe("The version's docs folder, relative to the repository root (content/docs)."),
    sidebars: z.string().min(1).describe("The version's sidebars file (content/sidebars.yaml)."),
    mainDocId: z.string().min(1).describe('The doc the version dropdown and docs links lead to.'),
    draftIds: z.array(z.string()).default([]).describe('Doc ids treated as drafts (built by `gatsby develop` only), as if their frontmatter said `draft: true`.'),
    banner: z
      .enum(['none', 'unreleased', 'unmaintained'])
      .optional()
      .describe(
        'The notice above each doc of this version, linking to the same doc in the latest version: `unreleased` (a version not released yet), `unmaintained` (an older one) or `none`. Without it: none for the latest version (`docs.lastVersion`), `unreleased` for the versions listed before it, `unmaintained` for those after it.',
      ),
  })
  .strict();

export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

/** Each version's banner: as the site config sets it, or from its place before or after the latest version. */
export function versionBanners(docs: { lastVersion?: string; versions: { name: string; banner?: VersionBanner }[] }): Map<string, VersionBanner> {
  const latest = Math.max(0, docs.versions.findIndex((v) => v.name === docs.lastVersion));
  return new Map(docs.versions.map((v, i) => [v.name, v.banner ?? (i === latest ? 'none' : i < latest ? 'unreleased' : 'unmaintained')]));
}

/** The blog: where its posts, authors.yaml and tags.yaml live and how its pages are laid out. */
export const BlogConfigSchema = z
  .object({
    path: z.string().min(1).default('content/blog').describe('The folder of the posts, with authors.yaml and tags.yaml; relative to the repository root.'),
    routeBasePath: InternalPath.refine((p) => p !== '/' && !p.endsWith('/'), 'must be a path such as "/blog", without a trailing slash')
      .default('/blog')
      .describe("Where the blog's pages live; no doc route may fall under it."),
    title: z.string().min(1).default('Blog').describe("The blog's title: list pages and feeds."),
    description: z.string().min(1).default('Blog').describe("The blog's description: list pages' meta description and feeds."),
    postsPerPage: z.number().int().min(1).default(10).describe('Posts on each list page (/blog, /blog/page/2, …).'),
    sidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default(5).describe('How many recent posts the blog sidebar lists: a number, or `ALL`.'),
    sidebarTitle: z.string().min(1).default('Recent posts').describe("The blog sidebar's heading."),
  })
  .strict();

const MermaidTheme = z.enum(['default', 'neutral', 'dark', 'forest', 'base']);
/** Prism palettes shipped in src/theme/styles/prism.css. */
const PrismTheme = z.enum(['github', 'dracula']);

export const SiteConfigSchema = z
  .object({
    title: z.string().min(1).describe("The site's name: page titles read `<page> | <title>`."),
    tagline: z.string().min(1).describe('The meta description of pages that have none of their own, and the quote under the title of llms.txt.'),
    url: ExternalUrl.describe("The site's public address, without a trailing slash: canonical links, the sitemap, feeds, Markdown twins."),
    favicon: InternalPath.describe('The icon, a file under static/ given by its route (/favicon.svg).'),
    onBrokenLinks: z
      .enum(['throw', 'warn'])
      .default('throw')
      .describe('What a broken internal link or `#anchor` in the built site does: `throw` fails the build listing each one, `warn` only reports them.'),
    repository: z
      .object({
        url: ExternalUrl.describe("The source repository's web address: the base of every \"Edit this page\" link."),
        editBranch: z.string().min(1).describe('The branch "Edit this page" opens.'),
        contentPath: z.string().min(1).describe('The content folder within the repository (exposed in GraphQL; edit links use each file\'s own path).'),
      })
      .strict()
      .describe('Where the source lives: the "Edit this page" links of docs.'),
    logo: z
      .object({
        src: InternalPath.describe('The image, a file under static/ given by its route. A still image: one that moves without end (an animated SVG or GIF) keeps every page repainting while it is open, and fails WCAG 2.2.2 (Pause, Stop, Hide).'),
        alt: z.string().min(1).describe("The image's text alternative."),
      })
      .strict()
      .describe('The navbar logo.'),
    locales: z
      .object({
        default: z.string().min(2).describe("The code of the site's own language (the `lang` of every page); it must be one of `items`."),
        items: z
          .array(
            z
              .object({
                code: z.string().min(2).describe('A language code such as `en`.'),
                label: z.string().min(1).describe('Its name in the locale dropdown.'),
                url: ExternalUrl.optional().describe('Where a separately deployed locale lives; default: `/<code>/` on this site.'),
              })
              .strict(),
          )
          .min(1)
          .describe('Every locale the locale dropdown offers.'),
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
      })
      .describe("The site's language, and the locales the locale dropdown offers."),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']).default('light').describe("The mode of a reader who has not chosen one (the choice is kept in localStorage under `theme`)."),
        disableSwitch: z.boolean().default(false).describe('Hide the light/dark switch.'),
        respectPrefersColorScheme: z
          .boolean()
          .default(false)
          .describe("Accepted (as in Docusaurus) and exposed in GraphQL, but nothing reads it yet: the system's colour preference is ignored and `defaultMode` applies."),
      })
      .strict()
      .describe('Light and dark mode.'),
    prism: z
      .object({
        theme: PrismTheme.describe('The code palette in light mode.'),
        darkTheme: PrismTheme.describe('The code palette in dark mode.'),
      })
      .strict()
      .describe("Code blocks' colours (palettes in src/theme/styles/prism.css)."),
    mermaid: z
      .object({
        theme: MermaidTheme.describe('The mermaid theme of the light-mode rendering.'),
        darkTheme: MermaidTheme.describe('The mermaid theme of the dark-mode rendering.'),
      })
      .strict()
      .describe('Diagrams: each mermaid block is rendered to SVG at build time once per colour mode.'),
    docs: z
      .object({
        routeBasePath: InternalPath.describe('The route the docs live under (/docs).'),
        breadcrumbs: z.boolean().default(true).describe("Show each doc's place in its sidebar above its title."),
        versions: z
          .array(DocsVersionSchema)
          .min(1, 'at least one docs version is required')
          .describe('The docs versions, newest first: the first is the current one (search, tags, navbar doc links).'),
        lastVersion: z
          .string()
          .optional()
          .describe('The name of the latest released version, which the other versions\' banners link to. Without it, the first version.'),
      })
      .strict()
      .superRefine((docs, ctx) => {
        if (docs.lastVersion !== undefined && !docs.versions.some((v) => v.name === docs.lastVersion)) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: ['lastVersion'],
            message: `no version is named "${docs.lastVersion}" (versions: ${docs.versions.map((v) => v.name).join(', ')})`,
          });
        }
      })
      .describe('The docs, and their versions. Versions and `routeBasePath` decide what is sourced: changing them needs a restart of `npm run develop`.'),
    blog: BlogConfigSchema.default({}).describe('The blog. Its `path` decides what is sourced: changing it needs a restart of `npm run develop`.'),
    releases: ReleasesConfigSchema.optional().describe('Release notes, one file per release, at /releases with their feeds; leave it out for a site without them. Its `path` decides what is sourced: changing it needs a restart of `npm run develop`.'),
    apiReference: z
      .object({ spec: z.string().min(1).describe('The OpenAPI 3.x file, relative to the repository root; checked by Redocly\'s linter at build time.') })
      .strict()
      .optional()
      .describe('The API reference page, /api, rendered from an OpenAPI file; leave it out for a site without one.'),
    announcementBar: z
      .object({
        id: z.string().min(1).describe('Names this announcement: a reader who closed it sees a bar with another id again.'),
        content: z.string().min(1).describe('The text, as HTML.'),
        backgroundColor: z.string().default('#fff').describe('A CSS colour.'),
        textColor: z.string().default('#000').describe('A CSS colour.'),
        isCloseable: z.boolean().default(true).describe('Offer a close button (remembered in localStorage).'),
      })
      .strict()
      .optional()
      .describe('A bar above the navbar on every page; leave it out for none.'),
    navbar: z
      .object({
        title: z.string().optional().describe("Text beside the logo; without it the site's title is read by screen readers only."),
        hideOnScroll: z.boolean().default(false).describe('Hide the navbar while the reader scrolls down; show it on scrolling up.'),
        items: z.array(NavbarItemSchema).describe('The navbar items, in order; their kinds are listed below.'),
      })
      .strict()
      .describe('The bar at the top of every page.'),
    footer: z
      .object({
        style: z.enum(['dark', 'light']).default('dark').describe("The footer's palette."),
        logo: z
          .object({
            src: InternalPath.describe('The image, a file under static/ given by its route.'),
            alt: z.string().min(1).describe("The image's text alternative."),
            href: z.string().optional().describe('Where the logo links to: a route or an external URL.'),
          })
          .strict()
          .optional()
          .describe('A logo above the copyright.'),
        links: z
          .union([z.array(FooterColumn).describe('Columns of links'), z.array(FooterLink).describe('One row of links')])
          .default([])
          .describe('Either columns of links (`title`, `items`), or a single row of links (`label` with `to` or `href`).'),
        copyright: z.string().optional().describe('The last line; `{year}` becomes the year of the build.'),
      })
      .strict()
      .describe('The bottom of every page.'),
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
    "Release notes; null for a site without them (its SDL is in ./release.ts)."
    releases: SiteReleases
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
  type SiteDocsVersion { name: String! label: String! docs: String! sidebars: String! mainDocId: String! draftIds: [String!]! banner: String }
  type SiteDocs { routeBasePath: String! breadcrumbs: Boolean! versions: [SiteDocsVersion!]! lastVersion: String }
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
  "A docs version as readers see it: \`banner\` is none, unreleased or unmaintained; \`latest\` marks docs.lastVersion."
  type DocsVersionInfo { name: String! label: String! path: String! mainDocPath: String! banner: String! latest: Boolean! }
`;
