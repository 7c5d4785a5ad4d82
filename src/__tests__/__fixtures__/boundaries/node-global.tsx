export const here = __dirname;
