// process.env.X is allowed (Gatsby inlines it); nothing else of process exists in the browser.
export const mode = process.env.NODE_ENV;
export const stop = () => process.exit(1);
