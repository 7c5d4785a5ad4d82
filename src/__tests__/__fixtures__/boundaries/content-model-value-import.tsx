import { SiteConfigSchema } from '../../content-model/site';

export const parse = (input: unknown) => SiteConfigSchema.parse(input);
