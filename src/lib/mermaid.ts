/** Containers of the two renderings of a diagram; global.css shows one per colour mode. */
export const MERMAID_LIGHT_CLASS = 'only-light';
export const MERMAID_DARK_CLASS = 'only-dark';
