/** @jest-environment node */
import { QUERY_ON_DEMAND_VARIABLE, withoutQueryOnDemand } from '../query-on-demand';
import { CanaryError, packageSource } from './canary';

const MODULE = 'query-on-demand.ts';

describe('query-on-demand.ts canary', () => {
  it('Gatsby still sets the variable for develop before it runs onPreInit', () => {
    const { file, source } = packageSource(MODULE, 'gatsby/dist/services/initialize');
    const set = source.indexOf(`process.env.${QUERY_ON_DEMAND_VARIABLE} = `);
    const onPreInit = source.indexOf('(`onPreInit`');
    if (set < 0) throw new CanaryError(MODULE, `${file} no longer sets process.env.${QUERY_ON_DEMAND_VARIABLE}`);
    if (onPreInit < 0 || onPreInit < set) throw new CanaryError(MODULE, `${file} no longer runs onPreInit after setting ${QUERY_ON_DEMAND_VARIABLE}, so deleting it there no longer turns Query on Demand off`);
  });

  it('Gatsby still decides which queries develop runs by the variable', () => {
    const { file, source } = packageSource(MODULE, 'gatsby/dist/services/calculate-dirty-queries');
    if (!source.includes(`process.env.${QUERY_ON_DEMAND_VARIABLE}`)) throw new CanaryError(MODULE, `${file} no longer reads process.env.${QUERY_ON_DEMAND_VARIABLE}`);
  });

  it('turns Query on Demand off by deleting the variable', () => {
    process.env[QUERY_ON_DEMAND_VARIABLE] = 'true';
    withoutQueryOnDemand();
    expect(process.env[QUERY_ON_DEMAND_VARIABLE]).toBeUndefined();
  });
});
