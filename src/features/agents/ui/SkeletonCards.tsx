/** The shape of a grid of agent cards while it loads (QueryState's `loading`), named for screen readers. */
export function SkeletonCards({ label }: { label: string }) {
  return (
    <div className="list-loading" role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className="skeleton-grid" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="skeleton-card" />
        ))}
      </div>
    </div>
  );
}
