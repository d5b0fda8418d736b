/** What each check found, per operation: the data behind junit.xml, report.html and summary.json. */

import type { CheckName } from './check-names';

export type { CheckName } from './check-names';

/** One promise of the contract (x-promises) and whether the run checked it, or why not. */
export interface PromiseOutcome {
  id: string;
  operationId: string;
  check: CheckName;
  checked: boolean;
  reason?: string;
}

/** A warning: something a person should look at that the contract does not forbid (exit 0). */
export type Outcome = 'passed' | 'failed' | 'warning' | 'skipped';

export interface Finding {
  outcome: Outcome;
  message: string;
  exchangeId?: number;
}

export interface CheckResult {
  operationId: string;
  check: CheckName;
  outcome: Outcome;
  findings: Finding[];
}

export class Results {
  private readonly byKey = new Map<string, CheckResult>();

  /** `reported`: which operations count (with `--only`, calls to others only set up data). */
  constructor(private readonly reported: (operationId: string) => boolean = () => true) {}

  pass(operationId: string, check: CheckName, message: string, exchangeId?: number): void {
    this.add(operationId, check, { outcome: 'passed', message, exchangeId });
  }

  fail(operationId: string, check: CheckName, message: string, exchangeId?: number): void {
    this.add(operationId, check, { outcome: 'failed', message, exchangeId });
  }

  skip(operationId: string, check: CheckName, reason: string): void {
    this.add(operationId, check, { outcome: 'skipped', message: reason });
  }

  warn(operationId: string, check: CheckName, message: string, exchangeId?: number): void {
    this.add(operationId, check, { outcome: 'warning', message, exchangeId });
  }

  has(operationId: string, check: CheckName): boolean {
    return this.byKey.has(`${operationId}\u0000${check}`);
  }

  /** Pass or fail by a condition; `message` says what was expected and what came back. */
  expect(
    ok: boolean,
    operationId: string,
    check: CheckName,
    message: string,
    exchangeId?: number,
  ): boolean {
    if (ok) this.pass(operationId, check, message, exchangeId);
    else this.fail(operationId, check, message, exchangeId);
    return ok;
  }

  private add(operationId: string, check: CheckName, finding: Finding): void {
    if (!this.reported(operationId)) return;
    const key = `${operationId}\u0000${check}`;
    let result = this.byKey.get(key);
    if (!result) {
      result = { operationId, check, outcome: 'skipped', findings: [] };
      this.byKey.set(key, result);
    }
    result.findings.push(finding);
    // The worst finding decides: failed, then warning, then passed; skipped only when nothing ran.
    const rank: Record<Outcome, number> = { skipped: 0, passed: 1, warning: 2, failed: 3 };
    if (rank[finding.outcome] > rank[result.outcome]) result.outcome = finding.outcome;
  }

  all(): CheckResult[] {
    return [...this.byKey.values()];
  }

  forOperation(operationId: string): CheckResult[] {
    return this.all().filter((r) => r.operationId === operationId);
  }

  failed(): CheckResult[] {
    return this.all().filter((r) => r.outcome === 'failed');
  }

  warnings(): CheckResult[] {
    return this.all().filter((r) => r.outcome === 'warning');
  }
}
