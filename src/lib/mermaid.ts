/** Containers of the two renderings of a diagram; global.css shows one per colour mode. */
export const MERMAID_LIGHT_CLASS = 'only-light';
export const MERMAID_DARK_CLASS = 'only-dark';

/** Where the build publishes each rendered diagram, for pages reached by client-side navigation. */
export const DIAGRAMS_PATH = '/diagrams';
export const diagramUrl = (key: string) => `${DIAGRAMS_PATH}/${key}.svg`;

/** Diagrams whose minimum width (readableSvg, at build time) is above this scroll on a phone, so they take focus. */
export const PHONE_COLUMN_PX = 320;
