import { loadSiteConfig } from '../node/site-config';

export const site = loadSiteConfig();
