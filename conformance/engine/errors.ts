/** The run could not happen or go on (exit 2): unreachable host, failed sign-in, interrupted. */
export class RunAborted extends Error {}
