/**
 * What the runner learns about the backend before and while it checks: the two accounts, their
 * councils and roles, ids it can use in paths, and what it created (with how to delete it).
 */
import type { Actor } from '../http/actor';
import type { Probes } from './probes';

export interface Membership {
  id: number;
  name?: string;
  role: string;
}

export interface Account {
  id: number;
  name: string;
  email: string;
  councils: Membership[];
}

/** A signed-in account with its role in the run's council (`outsider`: not in that council). */
export interface RoleAccount {
  role: string;
  actor: Actor;
  account: Account;
}

export interface Cleanup {
  label: string;
  run: () => Promise<void>;
}

export class Context {
  a!: Account;
  b!: Account;
  /** Values for path parameters, by parameter name; a scenario may override per operation. */
  readonly values = new Map<string, string | number>();
  readonly facts = new Map<string, unknown>();
  /** Why a path parameter has no value (the chain that makes one could not), said where it is missed. */
  readonly missing = new Map<string, string>();
  /** Every signed-in account by its role in the run's council, the two accounts first (walk/accounts.ts). */
  readonly roles: RoleAccount[] = [];
  /** Why a role has no account (a default of --accounts that could not sign in). */
  readonly rolesMissing = new Map<string, string>();
  /** Throwaway sessions for the probes that may change state. */
  probes!: Probes;
  private readonly cleanups: Cleanup[] = [];

  constructor(
    readonly actorA: Actor,
    readonly actorB: Actor,
    readonly guest: Actor,
  ) {}

  /** An account with this role in the run's council (`outsider`: one not in it), if the run has one. */
  inRole(role: string): RoleAccount | undefined {
    return this.roles.find((r) => r.role === role);
  }

  /** Why the run has no account in this role, for a report. */
  noAccount(role: string): string {
    return (
      this.rolesMissing.get(role) ?? `no account with the role ${role} (--accounts ${role}=EMAIL)`
    );
  }

  set(name: string, value: string | number | undefined | null): void {
    if (value !== undefined && value !== null) this.values.set(name, value);
  }

  get(name: string): string | number | undefined {
    return this.values.get(name);
  }

  /** Registers how to delete something created; returns a function that marks it deleted. */
  created(label: string, run: () => Promise<void>): () => void {
    const cleanup = { label, run };
    this.cleanups.push(cleanup);
    return () => {
      const at = this.cleanups.indexOf(cleanup);
      if (at >= 0) this.cleanups.splice(at, 1);
    };
  }

  /** Deletes, newest first, everything still registered; returns what could not be deleted. */
  async cleanUp(): Promise<string[]> {
    const failed: string[] = [];
    while (this.cleanups.length > 0) {
      const cleanup = this.cleanups.pop()!;
      try {
        await cleanup.run();
      } catch (error) {
        failed.push(`${cleanup.label}: ${(error as Error).message}`);
      }
    }
    return failed;
  }
}
