import { createRequire } from 'module';
import path from 'path';

/**
 * require() from the project root: the copy of a package that Gatsby and its plugins resolve.
 * Parcel, which compiles gatsby-node, leaves build code no working require.resolve of its own,
 * and the unified and Pagefind packages are ES modules only: Node 20.19+ can require() them.
 */
export const requireFromProject = createRequire(path.join(process.cwd(), 'package.json'));

/** The default export of an ES module package. */
export const esm = <T>(name: string) => (requireFromProject(name) as { default: T }).default;
