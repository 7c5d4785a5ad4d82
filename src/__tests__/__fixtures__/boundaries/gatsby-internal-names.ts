// Gatsby internals by name: a window property, an environment variable, a file Gatsby writes.
type Loader = { hovering: (path: string) => unknown };
export const loader = (globalThis as unknown as { ___loader?: Loader }).___loader;
export const onDemand = process.env.GATSBY_QUERY_ON_DEMAND;
export const stats = `public/webpack.stats.json`;
