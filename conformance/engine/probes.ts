/**
 * Throwaway sessions for the probes that may change state (CSRF, session, guest, invalid data):
 * never the sessions later checks use. A probe answered with a 2xx may have changed its session (a
 * logout without CSRF, a login, a registration), so that session is dropped and the next probe
 * starts a new one; a refused probe (419, 401, 422) leaves it as it was, so a correct backend costs
 * one extra sign-in per run.
 */
import type { Actor } from '../http/actor';
import { isSuccess, statusOf, type Exchange } from '../http/exchange';
import type { ContractOperation } from '../contract/contract';
import type { Run } from './run-state';
import { RunAborted } from './errors';
import { login, signInHint } from './sign-in';
import { CHECK } from './check-names';

export class Probes {
  private user: Actor | null = null;
  private guest: Actor | null = null;
  private count = 0;

  constructor(
    private readonly run: Run,
    /** The first user's id: a probe session signed in as them is theirs. */
    private readonly firstUserId: number,
  ) {}

  /** A session of its own signed in as the first user, or one with no user (a guest's). */
  async actorFor(op: ContractOperation): Promise<Actor> {
    return op.auth ? this.signedIn() : this.guestSession();
  }

  async guestSession(): Promise<Actor> {
    if (this.guest) return this.guest;
    const actor = this.run.actor(`probe ${++this.count} (guest)`);
    await actor.csrfCookie(CHECK.sanctumCsrf);
    this.guest = actor;
    return actor;
  }

  async signedIn(): Promise<Actor> {
    if (this.user) return this.user;
    const actor = this.run.actor(`probe ${++this.count} (${this.run.options.user})`);
    await actor.csrfCookie(CHECK.sanctumCsrf);
    const { user, password } = this.run.options;
    const { exchange, waited } = await login(this.run, actor, user, password, CHECK.sanctumCsrf);
    if (!isSuccess(exchange))
      throw new RunAborted(
        `sign-in (login) of a probe session as ${user} failed: ${statusOf(exchange)}. ${await signInHint(this.run, exchange, actor, waited)}`,
      );
    actor.userId = this.firstUserId;
    this.user = actor;
    return actor;
  }

  /** After a probe: a 2xx may have changed the session (signed it in or out), so it is not reused. */
  after(actor: Actor, exchange: Exchange | undefined): void {
    if (!exchange || !isSuccess(exchange)) return;
    if (actor === this.user) this.user = null;
    if (actor === this.guest) this.guest = null;
  }
}

/** Path values no record has: a probe that should be refused before its route runs touches no data. */
export function unknownParams(op: ContractOperation): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const parameter of op.parameters)
    if (parameter.in === 'path') values[parameter.name] = unknownValue(parameter.schema);
  return values;
}

export function unknownValue(schema: Record<string, unknown> | undefined): string | number {
  const types = [schema?.type].flat();
  return types.includes('integer') || types.includes('number')
    ? 999_999_999
    : `conformance-unknown-${Date.now().toString(36)}`;
}
