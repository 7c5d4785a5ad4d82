import type { AppStore as RedocAppStore, IMenuItem } from 'redoc';
import type { ApiMenuItem, ApiPageContext } from '../../content-model/api-spec';
import { redocOptions } from '../../theme/ApiReference/options';
import { requireFromProject } from '../project-require';

const toMenuItem = (item: IMenuItem): ApiMenuItem => {
  const httpVerb = item.type === 'operation' ? (item as IMenuItem & { httpVerb?: string }).httpVerb : undefined;
  return { id: item.id, label: item.sidebarLabel, ...(httpVerb ? { httpVerb } : {}), items: item.items.map(toMenuItem) };
};

/**
 * Redoc's menu (labels, ids and nesting), built by Redoc itself from the bundled spec with the
 * page's own options, so the mobile menu lists exactly what the reference shows while the page
 * loads no Redoc code until the reader interacts with it (src/theme/ApiReferenceIsland).
 */
export function apiMenu(spec: ApiPageContext['spec'], downloads: ApiPageContext['downloads']): ApiMenuItem[] {
  // Loaded when used (../project-require.ts): a third of a second.
  const { AppStore } = requireFromProject('redoc') as { AppStore: typeof RedocAppStore };
  const store = new AppStore(spec as unknown as ConstructorParameters<typeof RedocAppStore>[0], undefined, redocOptions({ downloads }));
  try {
    return store.menu.items.map(toMenuItem);
  } finally {
    store.dispose();
  }
}
