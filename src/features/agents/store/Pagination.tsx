import { Link } from 'react-router';

/** Pages 1…last as links (the page lives in the URL); a window around the current one on long lists. */
export function Pagination({
  page,
  lastPage,
  hrefOf,
  label,
}: {
  page: number;
  lastPage: number;
  hrefOf: (page: number) => string;
  label: string;
}) {
  if (lastPage <= 1) return null;
  const pages = [...new Set([1, page - 1, page, page + 1, lastPage])]
    .filter((p) => p >= 1 && p <= lastPage)
    .sort((a, b) => a - b);
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span className="pager-disabled" aria-hidden="true">
          Previous
        </span>
      )}
      <ol>
        {pages.map((p, index) => (
          <li key={p}>
            {index > 0 && pages[index - 1]! < p - 1 && <span aria-hidden="true">… </span>}
            {p === page ? (
              <span aria-current="page">
                <span className="sr-only">Page </span>
                {p}
              </span>
            ) : (
              <Link to={hrefOf(p)} aria-label={`Page ${p}`}>
                {p}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < lastPage ? (
        <Link to={hrefOf(page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span className="pager-disabled" aria-hidden="true">
          Next
        </span>
      )}
    </nav>
  );
}
