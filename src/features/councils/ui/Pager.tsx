import type { PaginationMeta } from '@/generated/model';

/** Previous/next paging over Laravel's pagination meta; the page lives in the URL. */
export function Pager({ meta, onPage, label }: { meta: PaginationMeta; onPage: (page: number) => void; label: string }) {
  if (meta.last_page <= 1) {
    return (
      <p className="muted console-pager-summary">
        {meta.total} {label}
      </p>
    );
  }
  return (
    <nav className="console-pager" aria-label={`Pages of ${label}`}>
      <button
        type="button"
        className="button button-secondary"
        disabled={meta.current_page <= 1}
        onClick={() => onPage(meta.current_page - 1)}
      >
        Previous
      </button>
      <span aria-live="polite">
        Page {meta.current_page} of {meta.last_page} · {meta.from ?? 0}–{meta.to ?? 0} of {meta.total} {label}
      </span>
      <button
        type="button"
        className="button button-secondary"
        disabled={meta.current_page >= meta.last_page}
        onClick={() => onPage(meta.current_page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
