import { Link, useParams } from 'react-router';
import { useListHelpPages } from '@/generated/api/support/support';
import { PagePlaceholder, QueryState } from '@/features/common/PagePlaceholder';
import { formatDate } from '@/lib/constants/dates';

/** Help (placeholder): the help pages; `/help/{path...}` opens the page with that path. */
export default function HelpPage() {
  const path = (useParams()['*'] ?? '').replace(/^\/+|\/+$/g, '');
  const query = useListHelpPages();
  return (
    <PagePlaceholder title="Help" description="Guides and answers to common questions.">
      <QueryState query={query} empty="No help pages yet." isEmpty={(d) => d.data.length === 0}>
        {({ data }) => {
          const current = path ? data.find((page) => page.path.replace(/^\/+|\/+$/g, '').toLowerCase() === path.toLowerCase()) : undefined;
          if (path && !current) {
            return (
              <p className="empty-state">
                There is no help page at “{path}”. <Link to="/help">See all help pages</Link>.
              </p>
            );
          }
          if (current) {
            return (
              <article className="help-article">
                <h2>{current.title}</h2>
                <p className="muted small">Updated {formatDate(current.updated_at)}</p>
                <div className="help-body">{current.body}</div>
                <p>
                  <Link to="/help">All help pages</Link>
                </p>
              </article>
            );
          }
          return (
            <ul className="link-list">
              {[...data]
                .sort((a, b) => a.position - b.position)
                .map((page) => (
                  <li key={page.id}>
                    <Link to={`/help/${page.path.replace(/^\/+/, '')}`}>{page.title}</Link>
                  </li>
                ))}
            </ul>
          );
        }}
      </QueryState>
    </PagePlaceholder>
  );
}
