import { createRequire } from 'module';
import path from 'path';

/**
 * require() from the project root: the copy of a package that Gatsby and its plugins resolve.
 * Parcel, which compiles gatsby-node, leaves build code no working require.resolve of its own,
 * and the unified and Pagefind packages are ES modules only: Node 20.19+ can require() them.
 * It is also how build code loads a large library that one step uses, inside that step: every
 * process that runs build code (the build's, its query worker's, develop's) loads all of
 * gatsby-node first, and would pay for it at the top of a module (docs/architecture.md).
 */
export const requireFromProject = createRequire(path.join(process.cwd(), 'package.json'));

/** The default export of an ES module package. */
export const esm = <T>(name: string) => (requireFromProject(name) as { default: T }).default;
