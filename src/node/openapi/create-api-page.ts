import fs from 'fs';
import path from 'path';
import type { Actions, Reporter } from 'gatsby';
import YAML from 'yaml';
import type { ApiPageContext } from '../../content-model/api-spec';
import { API_REFERENCE_PATH } from '../../lib/routes';
import { ValidationError } from '../../lib/validation-error';
import { pageSources } from '../page-sources';
import { loadApiSpec } from './load-spec';

/** Where the bundled spec is published for the reference's download link. */
export const SPEC_DOWNLOAD_DIR = 'openapi';

/**
 * /api: the spec is validated and bundled here, at build time, and handed to the page
 * as context. An invalid spec stops the build with every problem and its location.
 */
export async function createApiPage({ actions, reporter, specFile }: { actions: Actions; reporter: Reporter; specFile: string }): Promise<void> {
  let loaded;
  try {
    loaded = await loadApiSpec(specFile);
  } catch (error) {
    if (error instanceof ValidationError) reporter.panic(error.message);
    throw error;
  }
  for (const warning of loaded.warnings) reporter.warn(`${loaded.file}: ${warning}`);

  // The download is the bundled document (external $refs inlined), so it stands alone.
  const downloadFileName = path.basename(loaded.file).replace(/\.json$/, '.yaml');
  const publicDir = path.resolve('public', SPEC_DOWNLOAD_DIR);
  fs.mkdirSync(publicDir, { recursive: true });
  fs.writeFileSync(path.join(publicDir, downloadFileName), YAML.stringify(loaded.spec, { lineWidth: 0 }));

  const context: ApiPageContext = {
    spec: loaded.spec,
    downloadUrl: `/${SPEC_DOWNLOAD_DIR}/${downloadFileName}`,
    downloadFileName,
  };
  pageSources.set(API_REFERENCE_PATH, loaded.file);
  actions.createPage({ path: API_REFERENCE_PATH, component: path.resolve('src/templates/api.tsx'), context });
}
