/**
 * What a stateful chain is: a resource the contract lets a user create, with the operations that
 * read, update, list and delete it. The run declares the chains (run/chain-table.ts); the checks
 * that need a record of their own receive them.
 */
import type { Exchange } from '../http/exchange';
import type { Context } from './context';
import type { Run } from './run-state';
import type { StepOptions } from './steps';

export type ChainOptions = (ctx: Context, run: Run) => StepOptions | null;

export interface ChainDefinition {
  resource: string;
  /** The path parameter that names the created record. */
  param: string;
  create: {
    op: string;
    options: ChainOptions;
    idFrom?: (created: Exchange, run: Run, ctx: Context) => Promise<number | string | undefined>;
  };
  read?: { op: string };
  update?: { op: string; options: ChainOptions };
  list: { op: string; query?: Record<string, string | number> };
  delete: { op: string };
  /** How the record is shown gone: a read answering 404 and the list no longer holding it, or the list alone. */
  gone: 'read' | 'list';
  /** The chain whose record this one is built on (an agent file needs an agent). */
  after?: string;
  /** Other operations that need this chain's record, so `--only` of one of them opens the chain too. */
  uses?: string[];
}
