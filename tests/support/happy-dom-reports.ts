/**
 * happy-dom reports two things to the console as a browser would, and the tests provoke both on
 * purpose:
 * - every response that is not ok (`POST http://localhost:3000/api/councils/create 422
 *   (Unprocessable Entity)`): hundreds, each status asserted by its test on the response itself;
 * - every fetch that fails as a network error (msw's `HttpResponse.error()`: `TypeError: Network
 *   error`), each rejection asserted by its test;
 * - every script, iframe or stylesheet it refuses to load (`Failed to load script
 *   "https://evil.example/x.js". JavaScript file loading is disabled.`), which the sanitiser tests
 *   insert on purpose.
 * These are kept for a test to read (`failedResponses()`, `networkErrors()`, `blockedLoads()`)
 * instead of printed;
 * every other console.error is printed as before, so a real error stands out.
 */
const FAILED_RESPONSE = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) \S+ \d{3} \(.*\)$/;
const BLOCKED_LOAD =
  /^Failed to load (script|iframe page|external stylesheet) ".*"\. .* loading is disabled\.$/;
const ORIGINAL = Symbol.for('council-tests:console.error');
const responses: string[] = [];
const blocked: string[] = [];
const network: string[] = [];

export function isFailedResponseLine(args: unknown[]): boolean {
  return args.length === 1 && typeof args[0] === 'string' && FAILED_RESPONSE.test(args[0]);
}

export function isBlockedLoad(args: unknown[]): boolean {
  const [error] = args;
  return (
    args.length === 1 &&
    error instanceof Error &&
    error.name === 'NotSupportedError' &&
    BLOCKED_LOAD.test(error.message)
  );
}

/** msw's deliberate network failure, as @mswjs/interceptors raises it in Node. */
export function isNetworkError(args: unknown[]): boolean {
  const [error] = args;
  return args.length === 1 && error instanceof TypeError && error.message === 'Network error';
}

const read = (list: string[], clear?: boolean) => {
  const lines = [...list];
  if (clear) list.length = 0;
  return lines;
};

/** The failed responses happy-dom reported since the test file started (or since `clear`). */
export const failedResponses = (options: { clear?: boolean } = {}) =>
  read(responses, options.clear);
/** The network errors of fetches since the test file started (or since `clear`). */
export const networkErrors = (options: { clear?: boolean } = {}) => read(network, options.clear);
/** The loads happy-dom refused since the test file started (or since `clear`). */
export const blockedLoads = (options: { clear?: boolean } = {}) => read(blocked, options.clear);

export function quietHappyDomReports(target: Pick<Console, 'error'>): void {
  // Once per console, however many test files this worker runs.
  const holder = target as Pick<Console, 'error'> & { [ORIGINAL]?: Console['error'] };
  const print = (holder[ORIGINAL] ??= target.error.bind(target));
  target.error = (...args: unknown[]) => {
    if (isFailedResponseLine(args)) responses.push(args[0] as string);
    else if (isBlockedLoad(args)) blocked.push((args[0] as Error).message);
    else if (isNetworkError(args)) network.push((args[0] as Error).message);
    else print(...args);
  };
}
