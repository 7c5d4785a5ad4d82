import type { ResolvedNavbarItem } from '../../content-model/resolved-site';
import type { SidebarItemInput } from '../../content-model/sidebar';
import { sidebarTypeDefs } from '../../content-model/sidebar';
import { siteConfigTypeDefs, versionBanners, type SiteConfig } from '../../content-model/site';
import { versionBasePath } from '../../lib/routes';
import type { ContentType, FileNode } from '../content-type';
import { findAll, type ResolverContext, siteConfigNode } from '../content/node-model';
import type { DocNode, SidebarNodeData, SiteConfigNode } from '../content/node-types';
import { readKeepingLastValid } from '../content/last-valid';
import { SOURCE, sourcePathOf } from '../content/sources';
import { parseSiteConfig, readYamlFile, siteConfigPath } from './config';
import { resolveFooter, resolveNavbar } from './navbar';
import { readSidebarsFile } from './sidebars';
import { siteStructure, versionStructure } from './structure';

/**
 * The site: its config file becomes the SiteConfig node (navbar, footer, versions resolved
 * when queried), each version's sidebars file its Sidebar nodes. The structure they give the
 * docs (sidebars resolved, each doc's place) is worked out in ./structure.ts.
 */

const versionOf = (source: string): string | null => (source.startsWith('sidebars-') ? source.slice('sidebars-'.length) : null);

/** The resolved navbar in GraphQL's shape: a version map becomes a list. */
function navbarItemFields(item: ResolvedNavbarItem): Record<string, unknown> {
  const { toByVersion, items, ...rest } = item as ResolvedNavbarItem & { toByVersion?: Record<string, string>; items?: ResolvedNavbarItem[] };
  return {
    ...rest,
    toByVersion: toByVersion ? Object.entries(toByVersion).map(([version, route]) => ({ version, route })) : null,
    items: items ? items.map(navbarItemFields) : null,
  };
}

export const site: ContentType = {
  name: 'site',
  nodeTypes: ['SiteConfig', 'Sidebar'],

  // Its docs versions decide what is sourced: changing those needs a restart of develop.
  sources: (config) => [
    { name: SOURCE.siteConfig, path: siteConfigPath() },
    ...config.docs.versions.map((v) => ({
      name: SOURCE.sidebars(v.name),
      path: v.sidebars,
      missing: `site config docs.versions (${v.name}).sidebars: sidebars file of version "${v.name}" does not exist: ${v.sidebars}`,
    })),
  ],

  typeDefs: siteConfigTypeDefs + sidebarTypeDefs,

  onCreateNode: ({ node }, make) => {
    if (node.internal.type !== 'File') return;
    const file = node as FileNode;
    if (file.sourceInstanceName === SOURCE.siteConfig) {
      const config = readKeepingLastValid<SiteConfig>(file, 'site-config', (f) => parseSiteConfig(readYamlFile(f), sourcePathOf(f)));
      if (config) make(file, 'config', 'SiteConfig', { ...config, parsed: config, file: sourcePathOf(file.absolutePath) });
      return;
    }
    const version = versionOf(file.sourceInstanceName);
    if (version === null) return;
    const sidebars = readKeepingLastValid<Record<string, SidebarItemInput[]>>(file, 'sidebars', readSidebarsFile);
    Object.entries(sidebars ?? {}).forEach(([sidebarId, input], order) => make(file, sidebarId, 'Sidebar', { sidebarId, version, order, input, file: sourcePathOf(file.absolutePath) }));
  },

  resolvers: () => ({
    Sidebar: {
      items: {
        resolve: async (source: SidebarNodeData, _args: unknown, context: ResolverContext) => {
          const config = (await siteConfigNode(context))?.parsed;
          const version = config?.docs.versions.find((v) => v.name === source.version);
          if (!config || !version) return [];
          const docs = await findAll<DocNode>(context, 'Doc', { version: { eq: source.version } });
          return versionStructure(config, version, docs, [source]).sidebars[0]?.items ?? [];
        },
      },
    },
    SiteConfig: {
      navbar: {
        resolve: async (source: SiteConfigNode, _args: unknown, context: ResolverContext) => {
          const versions = siteStructure(source.parsed, await findAll<DocNode>(context, 'Doc'), await findAll<SidebarNodeData>(context, 'Sidebar'));
          return { ...source.navbar, items: resolveNavbar(source.parsed, versions).items.map(navbarItemFields) };
        },
      },
      footer: { resolve: (source: SiteConfigNode) => resolveFooter(source.footer) },
      versions: {
        resolve: async (source: SiteConfigNode, _args: unknown, context: ResolverContext) => {
          const { docs } = source.parsed;
          const banners = versionBanners(docs);
          const latest = docs.lastVersion ?? docs.versions[0].name;
          return Promise.all(
            docs.versions.map(async (v) => {
              const path = versionBasePath(docs.routeBasePath, v.name);
              const main = await context.nodeModel.findOne<DocNode>({ type: 'Doc', query: { filter: { version: { eq: v.name }, docId: { eq: v.mainDocId } } } });
              return { name: v.name, label: v.label, path, mainDocPath: main?.route ?? path, banner: banners.get(v.name), latest: v.name === latest };
            }),
          );
        },
      },
    },
  }),
};
