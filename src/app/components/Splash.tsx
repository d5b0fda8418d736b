/** A full-area loading indicator with an accessible name. */
export function Splash({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="splash" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="splash-label">{label}</span>
    </div>
  );
}
