// Browser code importing the browser side of src/gatsby-internals: allowed.
import { hookGatsbyNavigation } from '../../gatsby-internals/browser/navigation';

export const hook = hookGatsbyNavigation;
