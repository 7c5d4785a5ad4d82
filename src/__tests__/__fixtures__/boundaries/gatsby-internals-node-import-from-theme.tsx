// Browser code importing the build-time side of src/gatsby-internals.
import { withoutQueryOnDemand } from '../../gatsby-internals/query-on-demand';

export const off = withoutQueryOnDemand;
