// Browser code importing the build-time side of src/gatsby-internals.
import { resendLostMutations } from '../../gatsby-internals/lost-mutations';

export const resend = resendLostMutations;
