import type { PaginationMeta } from '@/generated/model';
import { count } from '@/lib/words';

/**
 * Previous/next paging over Laravel's pagination meta; the page lives in the URL. `noun` is the
 * singular ("user"); the total is worded by the app's plural table ("1 user", "21 users").
 */
export function Pager({
  meta,
  onPage,
  noun,
  plural,
}: {
  meta: PaginationMeta;
  onPage: (page: number) => void;
  noun: string;
  /** When the plural is not the noun plus "s". */
  plural?: string;
}) {
  const total = count(meta.total, noun, plural);
  if (meta.last_page <= 1) {
    return <p className="muted console-pager-summary">{total}</p>;
  }
  return (
    <nav className="console-pager" aria-label={`Pages of ${plural ?? `${noun}s`}`}>
      <button
        type="button"
        className="button button-secondary"
        disabled={meta.current_page <= 1}
        onClick={() => onPage(meta.current_page - 1)}
      >
        Previous
      </button>
      <span aria-live="polite">
        Page {meta.current_page} of {meta.last_page} · {meta.from ?? 0}–{meta.to ?? 0} of {total}
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
