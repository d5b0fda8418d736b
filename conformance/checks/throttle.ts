/**
 * `throttle`: the contract's login is throttled per email and IP address, 5 attempts a minute, and
 * the next answers 429 with `Retry-After`. A backend without it lets a password be guessed at full
 * speed, and every other check passes. The runner tries a throwaway address that no account has,
 * in a session of its own, so neither test account is locked out (a limit per IP alone would also
 * refuse the runner's next sign-in within the minute: run it last).
 */
import { type Context } from '../engine/context';
import type { Run } from '../engine/run-state';

import { call, uniqueToken } from '../engine/steps';
import type { Check } from '../engine/check';
import { CHECK } from '../engine/check-names';

/** Attempts the contract allows a minute; the one after them is refused. */
const ALLOWED = 5;

export async function checkLoginThrottle(run: Run, ctx: Context): Promise<void> {
  if (!run.selected('login')) return;
  const guesser = run.actor('guessing a password');
  await guesser.csrfCookie(CHECK.throttle);
  const email = `conformance-throttle-${uniqueToken()}@example.com`;
  const statuses: number[] = [];
  let last;
  for (let attempt = 1; attempt <= ALLOWED + 1; attempt++) {
    last = await call(run, ctx, 'login', guesser, CHECK.throttle, {
      json: { email, password: `wrong-${attempt}-password` },
    });
    statuses.push(last?.response?.status ?? 0);
  }
  const retryAfter = Number(last?.response?.headers['retry-after']);
  const early = statuses.slice(0, ALLOWED).some((status) => status === 429);
  const refused = statuses.at(-1) === 429 && Number.isInteger(retryAfter) && retryAfter > 0;
  run.results.expect(
    refused && !early,
    'login',
    CHECK.throttle,
    refused && !early
      ? `${ALLOWED} wrong passwords for one address answered ${statuses.slice(0, ALLOWED).join(', ')}; the next 429 with Retry-After ${retryAfter}`
      : early
        ? `a wrong password was refused with 429 before the ${ALLOWED + 1}th attempt (${statuses.join(', ')}): the contract allows ${ALLOWED} a minute`
        : `${ALLOWED + 1} wrong passwords in a row for one address answered ${statuses.join(', ')}: expected the ${ALLOWED + 1}th to be 429 with a Retry-After header (login throttled per email and IP, ${ALLOWED} a minute)`,
    last?.id,
  );
}

export const check: Check = {
  name: CHECK.throttle,
  summary: 'repeated failed sign-ins are throttled (429 with Retry-After)',
  docs: "six wrong passwords in a row for a throwaway address no account has (in a session of its own, so neither test account is locked out): the first five answer 422, the sixth 429 with `Retry-After`, as the contract's login says (5 a minute per email and IP). Run last: a limit per IP alone would refuse the runner's own sign-ins for a minute",
  phase: 'last',
  appliesTo: (op) => op.operationId === 'login',
  // Last: a backend that throttles per IP alone refuses the runner\'s sign-ins for a minute after it.
  run: checkLoginThrottle,
};
