/**
 * The run's shared state and the one place every request goes through: it records the exchange
 * and holds it to the checks of every exchange and every answer (the catalogue registers them).
 */
import { Actor, type CallOptions } from '../http/actor';
import type { Exchange } from '../http/exchange';
import type { Contract, ContractOperation } from '../contract/contract';
import type { SchemaValidator } from '../contract/validator';
import { Results, type PromiseOutcome } from './results';
import { DataFactory } from '../data/positive';
import { seededRandom } from '../data/negative';
import { RunAborted } from './errors';
import type { CheckName } from './check-names';

export interface RunOptions {
  baseUrl: string;
  origin: string;
  user: string;
  password: string;
  secondUser: string;
  secondPassword: string;
  /** An account per council role and `outsider` (in none of the first user's councils): role → email. */
  accounts?: Record<string, string>;
  /** The accounts came from the flags or the file (a default that cannot sign in is only noted). */
  accountsGiven?: boolean;
  accountsPassword?: string;
  reportDir: string;
  readOnly: boolean;
  /** Writes nothing can undo (an order on invoice) are made, to check what they promise (off by default). */
  lastingWrites?: boolean;
  only: Set<string> | null;
  realtime: boolean;
  reverbKey: string;
  reverbUrl: string | null;
  budgetMs: number | null;
  timeoutMs: number;
  quiet: boolean;
  seed: number;
  /** Keys no response may carry at any depth (the sensitive-data check). */
  sensitiveKeys: string[];
}

/** A check every exchange of an operation is held to, whatever sent it (secrets, cookies). */
export type ExchangeCheck = (run: Run, operationId: string, exchange: Exchange) => void;
/** A check every answer to an operation's own method is held to (its page). */
export type ResponseCheck = (run: Run, op: ContractOperation, exchange: Exchange) => void;

export class Run {
  /**
   * The checks the run holds every exchange and every answer to, in catalogue order (the walk
   * registers them from checks/index.ts, so this layer never reaches up into the checks).
   */
  readonly everyExchange: ExchangeCheck[] = [];
  readonly everyResponse: ResponseCheck[] = [];
  readonly exchanges: Exchange[] = [];
  readonly results: Results;
  /** Operations at least one request was sent to. */
  readonly exercised = new Set<string>();
  /** Why the run could not get to an operation (a chain it needs could not start), by operationId. */
  readonly blocked = new Map<string, string>();
  /** Things created that the API gives no way to delete, listed in the report. */
  readonly leftBehind: string[] = [];
  readonly data: DataFactory;
  /** The seed's choices among invalid values (`--seed` repeats them). */
  readonly random: () => number;
  /** Set by Ctrl-C: the next request ends the checks (the clean-up still runs). */
  interrupted = false;
  cleaningUp = false;
  /** What the final clean-up could not delete (also after an abort). */
  cleanupFailures: string[] = [];
  /** Every promise of the contract the promise checks came to: checked, or not and why. */
  readonly promises: PromiseOutcome[] = [];
  /** What the run did or could not do that no check's outcome says (waits, what it never checked). */
  readonly notes: string[] = [];

  constructor(
    readonly contract: Contract,
    readonly validator: SchemaValidator,
    readonly options: RunOptions,
  ) {
    this.data = new DataFactory(contract.document, options.seed);
    this.random = seededRandom(options.seed);
    this.results = new Results((operationId) => this.selected(operationId));
  }

  actor(name: string): Actor {
    return new Actor(name, {
      baseUrl: this.options.baseUrl,
      origin: this.options.origin,
      timeoutMs: this.options.timeoutMs,
      beforeSend: () => {
        if (this.interrupted && !this.cleaningUp) throw new RunAborted('interrupted (Ctrl-C)');
      },
      record: (exchange) => {
        const full = { ...exchange, id: this.exchanges.length + 1 };
        this.exchanges.push(full);
        if (full.operationId) this.inspect(full.operationId, full);
        return full;
      },
    });
  }

  /** Says something about the run as it happens (stderr, unless --quiet) and in summary.json. */
  note(message: string): void {
    this.notes.push(message);
    if (!this.options.quiet)
      process.stderr.write(`${process.stderr.isTTY ? '\r\x1b[K' : ''}note: ${message}\n`);
  }

  op(operationId: string): ContractOperation {
    const op = this.contract.byId.get(operationId);
    if (!op) throw new Error(`unknown operation ${operationId}`);
    return op;
  }

  selected(operationId: string): boolean {
    return !this.options.only || this.options.only.has(operationId);
  }

  /** Calls an operation and holds its answer to the every-response checks the walk registered. */
  async call(
    op: ContractOperation,
    actor: Actor,
    check: CheckName,
    params: Record<string, string | number>,
    options: Omit<CallOptions, 'operationId' | 'check' | 'method' | 'path'> & {
      method?: string;
    } = {},
  ): Promise<Exchange> {
    const method = options.method ?? op.method;
    const exchange = await actor.call({
      ...options,
      operationId: op.operationId,
      check,
      method,
      path: fillPath(op.path, params),
    });
    this.exercised.add(op.operationId);
    if (method === op.method) {
      for (const check of this.everyResponse) check(this, op, exchange);
    }
    return exchange;
  }

  /** What every exchange is held to, whatever sent it: the checks the walk registered. */
  inspect(operationId: string, exchange: Exchange): void {
    for (const check of this.everyExchange) check(this, operationId, exchange);
  }
}

export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new MissingParameter(name);
    return encodeURIComponent(String(value));
  });
}

export class MissingParameter extends Error {
  constructor(readonly parameter: string) {
    super(`no value for the path parameter {${parameter}}`);
  }
}
