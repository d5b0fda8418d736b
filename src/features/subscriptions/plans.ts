/**
 * The plan list's rules: which billing intervals exist, which plans a switch position shows, and
 * prices per month for comparing yearly plans.
 */
import type { Subscription } from '@/generated/model';

export type Interval = Subscription['interval'];

export const INTERVAL_LABEL: Record<Interval, string> = { month: 'Monthly', year: 'Yearly' };
export const PER_INTERVAL: Record<Interval, string> = { month: 'month', year: 'year' };

/** The intervals the plans offer, monthly first. */
export function intervalsOf(plans: readonly Subscription[]): Interval[] {
  return (['month', 'year'] as const).filter((interval) =>
    plans.some((plan) => plan.interval === interval),
  );
}

/** The interval shown first: the current plan's, else monthly when offered. */
export function defaultInterval(plans: readonly Subscription[]): Interval {
  const current = plans.find((plan) => plan.is_current);
  return current?.interval ?? intervalsOf(plans)[0] ?? 'month';
}

/** The interval to show for a `?billing=` value: a valid offered one, else the default. */
export function chosenInterval(plans: readonly Subscription[], requested: string | null): Interval {
  const offered = intervalsOf(plans);
  return offered.includes(requested as Interval) ? (requested as Interval) : defaultInterval(plans);
}

/** The plans of one interval, cheapest first (the API's order). */
export function plansFor(plans: readonly Subscription[], interval: Interval): Subscription[] {
  return plans
    .filter((plan) => plan.interval === interval)
    .sort((a, b) => a.price - b.price || a.id - b.id);
}

/** A yearly price per month, in minor units, rounded down. */
export function monthlyEquivalent(plan: Subscription): number {
  return plan.interval === 'year' ? Math.floor(plan.price / 12) : plan.price;
}

/** What buying this plan does for a council whose current plan is `current`. */
export function purchaseKind(
  plan: Subscription,
  current: Subscription | undefined,
): 'current' | 'buy' | 'upgrade' | 'downgrade' | 'switch' {
  if (plan.is_current) return 'current';
  if (!current) return 'buy';
  if (plan.seats > current.seats) return 'upgrade';
  if (plan.seats < current.seats) return 'downgrade';
  return 'switch';
}

/**
 * The order waiting for payment for this plan's product, whichever of its prices (monthly or
 * yearly) was ordered: the plan card shows it at either position of the switch.
 */
export function waitingOrderFor<O extends { item_id: number }>(
  plans: readonly Subscription[],
  pending: readonly O[],
  plan: Subscription,
): O | undefined {
  return pending.find(
    (order) => plans.find((p) => p.id === order.item_id)?.product === plan.product,
  );
}
