import { EXPIRING_SOON_DAYS, type LicenceSummary as Summary } from './licence-summary';

/** The licence figures at a glance. */
export function LicenceSummary({ summary, withoutLicence }: { summary: Summary; withoutLicence: number | null }) {
  const items: [string, number | null, boolean][] = [
    ['Licences', summary.total, false],
    ['Assigned', summary.assigned, false],
    ['Unassigned', summary.unassigned, false],
    ['Expired', summary.expired, summary.expired > 0],
    [`Expiring within ${EXPIRING_SOON_DAYS} days`, summary.expiringSoon, summary.expiringSoon > 0],
    ['Members without a licence', withoutLicence, (withoutLicence ?? 0) > 0],
  ];
  return (
    <dl className="summary-grid" aria-label="Licence summary">
      {items.map(([label, value, warn]) => (
        <div key={label} className={`summary-item${warn ? ' summary-warn' : ''}`}>
          <dt>{label}</dt>
          <dd>{value ?? '…'}</dd>
        </div>
      ))}
    </dl>
  );
}
