import { EXPIRING_SOON_DAYS, type LicenceSummary as Summary } from './licence-summary';

/** The licence figures at a glance. */
export function LicenceSummary({
  summary,
  withoutLicence,
}: {
  summary: Summary;
  withoutLicence: number | null;
}) {
  // Tile colours follow the status table: expired red, expiring soon and members left without one amber.
  const items: [string, number | null, '' | 'summary-danger' | 'summary-warn'][] = [
    ['Licences', summary.total, ''],
    ['Assigned', summary.assigned, ''],
    ['Unassigned', summary.unassigned, ''],
    ['Expired', summary.expired, summary.expired > 0 ? 'summary-danger' : ''],
    [
      `Expiring within ${EXPIRING_SOON_DAYS} days`,
      summary.expiringSoon,
      summary.expiringSoon > 0 ? 'summary-warn' : '',
    ],
    ['Members without a licence', withoutLicence, (withoutLicence ?? 0) > 0 ? 'summary-warn' : ''],
  ];
  return (
    <dl className="summary-grid" aria-label="Licence summary">
      {items.map(([label, value, tone]) => (
        <div key={label} className={`summary-item ${tone}`.trim()}>
          <dt>{label}</dt>
          <dd>{value ?? '…'}</dd>
        </div>
      ))}
    </dl>
  );
}
