// Allowed: a type import is erased, so zod never reaches the bundle.
import type { SiteConfig } from '../../content-model/site';

export const title = (site: SiteConfig) => site.title;
