/**
 * Every status badge's words and colour from one table: failed and expired red, pending amber,
 * paid green (the same status reads the same on every page). Words are in sentence case.
 */
export type Tone = 'success' | 'warn' | 'danger' | 'neutral';

export const STATUS_WORDS = {
  // Orders: the payment's state.
  awaiting_payment: { label: 'Awaiting payment', tone: 'warn' },
  invoiced: { label: 'Invoiced', tone: 'warn' },
  overdue: { label: 'Overdue', tone: 'danger' },
  paid: { label: 'Paid', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  refunded: { label: 'Refunded', tone: 'neutral' },
  // Licences.
  active: { label: 'Active', tone: 'success' },
  unassigned: { label: 'Unassigned', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'danger' },
  expiring: { label: 'Expires soon', tone: 'warn' },
  // Council users.
  member: { label: 'Active', tone: 'neutral' },
  invited: { label: 'Invited', tone: 'warn' },
} as const satisfies Record<string, { label: string; tone: Tone }>;

export type StatusKey = keyof typeof STATUS_WORDS;

export const toneClass = (tone: Tone) => (tone === 'neutral' ? 'badge' : `badge badge-${tone}`);

export function StatusBadge({
  status,
  children,
  className,
}: {
  status: StatusKey;
  children?: string;
  className?: string;
}) {
  const { label, tone } = STATUS_WORDS[status];
  return (
    <span className={`${toneClass(tone)}${className ? ` ${className}` : ''}`}>
      {children ?? label}
    </span>
  );
}
