// Browser code importing the build-time side of src/gatsby-internals.
import { overlay } from '../develop-overlay';

export const emit = overlay().emitError;
