/** Route -> source file, recorded while creating pages, so later checks can name the file. */
export const pageSources = new Map<string, string>([
  ['/', 'src/pages/index.tsx'],
]);
