import fs from 'fs';
import path from 'path';
import type { Actions, Reporter } from 'gatsby';
import YAML from 'yaml';
import type { ApiPageContext, ApiSpecDownload } from '../../content-model/api-spec';
import { API_REFERENCE_PATH } from '../../lib/routes';
import { ValidationError } from '../../lib/validation-error';
import { apiMenu } from './api-menu';
import { codeSamples } from './code-samples';
import { loadApiSpec, type LoadedApiSpec } from './load-spec';

/** Where the bundled spec is published for the reference's download link. */
export const SPEC_DOWNLOAD_DIR = 'openapi';

/**
 * /api: the spec is validated and bundled here, at build time, and handed to the page
 * as context. An invalid spec stops the build with every problem and its location.
 */
export async function createApiPage({ actions, reporter, specFile }: { actions: Actions; reporter: Reporter; specFile: string }): Promise<void> {
  let loaded;
  let made;
  // Before anything is written: a spec that cannot be loaded, or that the samples cannot be made from, stops the build here.
  try {
    loaded = await loadApiSpec(specFile);
    made = madeFrom.get(loaded) ?? makeFrom(loaded, reporter);
  } catch (error) {
    if (error instanceof ValidationError) reporter.panic(error.message);
    throw error;
  }
  const { samples, files, downloads, menu } = made;

  // Written on every run: a build may have emptied public/ since.
  const publicDir = path.resolve('public', SPEC_DOWNLOAD_DIR);
  fs.mkdirSync(publicDir, { recursive: true });
  for (const { fileName, text } of files) fs.writeFileSync(path.join(publicDir, fileName), text);

  const context: ApiPageContext = {
    spec: loaded.spec,
    downloads,
    specBaseUrl: samples.specBaseUrl,
    codeSamples: samples.byOperation,
    menu,
  };
  actions.createPage({ path: API_REFERENCE_PATH, component: path.resolve('src/templates/api.tsx'), context });
}

type Made = {
  samples: ReturnType<typeof codeSamples>;
  files: (Omit<ApiSpecDownload, 'url'> & { text: string })[];
  downloads: ApiSpecDownload[];
  menu: ReturnType<typeof apiMenu>;
};

/**
 * What the page is made of, once per version of the spec (loadApiSpec returns the same object
 * until the file changes): `gatsby develop` runs createPages after every content save, and
 * remaking the downloads, samples and menu each time would be a fifth of it. Its lint warnings
 * are reported then, once.
 */
const madeFrom = new WeakMap<LoadedApiSpec, Made>();

function makeFrom(loaded: LoadedApiSpec, reporter: Reporter): Made {
  for (const warning of loaded.warnings) reporter.warn(`${loaded.file}: ${warning}`);
  const samples = codeSamples(loaded.spec, loaded.file);

  // The downloads are the bundled document (external $refs inlined), so each stands alone:
  // YAML, the spec's own notation, and JSON, which every tool reads without a YAML parser.
  // The YAML keeps the source's name (src/node/output/twins/twins.ts links it from llms.txt).
  const yamlName = path.basename(loaded.file).replace(/\.json$/, '.yaml');
  const jsonName = `${yamlName.replace(/\.ya?ml$/, '')}.json`;
  const files: Made['files'] = [
    { format: 'YAML', fileName: yamlName, text: YAML.stringify(loaded.spec, { lineWidth: 0 }) },
    { format: 'JSON', fileName: jsonName, text: `${JSON.stringify(loaded.spec, null, 2)}\n` },
  ];
  const downloads = files.map(({ format, fileName }) => ({ format, fileName, url: `/${SPEC_DOWNLOAD_DIR}/${fileName}` }));
  const made = { samples, files, downloads, menu: apiMenu(loaded.spec, downloads) };
  madeFrom.set(loaded, made);
  return made;
}
