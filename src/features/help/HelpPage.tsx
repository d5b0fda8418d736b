import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { LazyFeedbackDialog, preloadFeedbackDialog } from '@/features/feedback';
import { QueryState } from '@/components/QueryState';
import { LazyMarkdown, loadMarkdown } from '@/components/markdown/LazyMarkdown';
import { formatDate } from '@/lib/constants/dates';
import { paths } from '@/lib/routes/paths';
import { HelpSearch, HelpSearchResults } from './HelpSearch';
import { HelpTreeNav } from './HelpTreeNav';
import {
  bodyWithoutTitle,
  breadcrumbsOf,
  buildHelpTree,
  findHelpNode,
  helpHref,
  neighboursOf,
  type HelpNode,
  type HelpTree,
} from './help-tree';
import { helpPagesQuery } from './queries';
import { useDocumentTitle } from './use-document-title';
import './help.css';

// The renderer (marked, DOMPurify) starts loading with the page's code, alongside its data.
void loadMarkdown().catch(() => undefined);

/**
 * `/help/{path...}`: the help centre. A tree of topics of any depth, each page at its own address
 * with breadcrumbs and previous/next links, a search over every title and body (`?q=`), and the
 * product's `Page Not Found: {path}` for a path no page has.
 */
export default function HelpPage() {
  const path = (useParams()['*'] ?? '').replace(/^\/+|\/+$/g, '');
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const pages = useQuery(helpPagesQuery());
  const tree = useMemo(() => (pages.data ? buildHelpTree(pages.data.data) : null), [pages.data]);
  const current = tree && path ? findHelpNode(tree, path) : undefined;
  const [feedbackFrom, setFeedbackFrom] = useState<string | null>(null);

  const missing = tree !== null && path !== '' && !current;
  useDocumentTitle(
    query
      ? `Search: ${query} · Help`
      : current
        ? `${current.page.title} · Help`
        : missing
          ? 'Page not found · Help'
          : 'Help',
  );

  return (
    <section className="page help-centre" aria-labelledby="page-title">
      <header className="page-header help-header">
        <div>
          {current || missing || query ? (
            <p className="help-kicker">
              <Link to={paths.help.href()}>Help centre</Link>
            </p>
          ) : null}
          {!current && !missing && !query ? (
            <>
              <h1 id="page-title">Help centre</h1>
              <p className="muted">How can we help? Browse the topics or search every page.</p>
            </>
          ) : null}
        </div>
        <div className="help-header-actions">
          <HelpSearch />
          <button
            type="button"
            className="button button-secondary"
            onFocus={preloadFeedbackDialog}
            onPointerEnter={preloadFeedbackDialog}
            onClick={() => setFeedbackFrom(window.location.href)}
          >
            Send feedback
          </button>
        </div>
      </header>
      <QueryState
        query={pages}
        empty="There are no help pages yet."
        isEmpty={(d) => d.data.length === 0}
      >
        {() =>
          tree ? (
            <div className="help-layout">
              <HelpTreeNav roots={tree.roots} current={current} />
              <div className="help-main">
                {query ? (
                  <HelpSearchResults tree={tree} query={query} />
                ) : missing ? (
                  <HelpNotFound />
                ) : current ? (
                  <HelpArticle tree={tree} node={current} />
                ) : (
                  <HelpIndex tree={tree} />
                )}
              </div>
            </div>
          ) : null
        }
      </QueryState>
      <LazyFeedbackDialog
        open={feedbackFrom !== null}
        onOpenChange={(open) => !open && setFeedbackFrom(null)}
        pageUrl={feedbackFrom ?? undefined}
        initialSubject={current ? `Help: ${current.page.title}` : 'Help centre'}
      />
    </section>
  );
}

function HelpArticle({ tree, node }: { tree: HelpTree; node: HelpNode }) {
  const navigate = useNavigate();
  const trail = breadcrumbsOf(node);
  const { previous, next } = neighboursOf(tree, node);

  // Links inside the Markdown to app pages stay in the app (and under the app's base path).
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//')) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <article className="help-article" aria-labelledby="page-title">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <Link to={paths.help.href()}>Help</Link>
          </li>
          {trail.map((crumb) => (
            <li key={crumb.page.id}>
              {crumb === node ? (
                <span aria-current="page">{crumb.page.title}</span>
              ) : (
                <Link to={helpHref(crumb.page)}>{crumb.page.title}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1 id="page-title">{node.page.title}</h1>
      <p className="muted small">Updated {formatDate(node.page.updated_at)}</p>
      <div className="help-body" onClick={onClick}>
        <LazyMarkdown source={bodyWithoutTitle(node.page.body)} />
      </div>
      {node.children.length > 0 ? (
        <section className="help-children" aria-labelledby="help-children-title">
          <h2 id="help-children-title">In this section</h2>
          <ul className="link-list">
            {node.children.map((child) => (
              <li key={child.page.id}>
                <Link to={helpHref(child.page)}>{child.page.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <nav className="help-pager" aria-label="Previous and next pages">
        {previous ? (
          <Link to={helpHref(previous.page)} className="help-pager-link" rel="prev">
            <span className="muted small">Previous</span>
            <span>← {previous.page.title}</span>
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to={helpHref(next.page)} className="help-pager-link help-pager-next" rel="next">
            <span className="muted small">Next</span>
            <span>{next.page.title} →</span>
          </Link>
        ) : null}
      </nav>
    </article>
  );
}

function HelpIndex({ tree }: { tree: HelpTree }) {
  return (
    <div className="help-index">
      <ul className="help-topic-grid">
        {tree.roots.map((root) => (
          <li key={root.page.id} className="card">
            <h2>
              <Link to={helpHref(root.page)}>{root.page.title}</Link>
            </h2>
            {root.children.length > 0 ? (
              <ul className="link-list">
                {root.children.map((child) => (
                  <li key={child.page.id}>
                    <Link to={helpHref(child.page)}>{child.page.title}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The product's message for a page path that does not exist. */
function HelpNotFound() {
  const { pathname } = useLocation();
  return (
    <div className="empty-state help-missing">
      <h1 id="page-title">Page Not Found: {pathname}</h1>
      <p className="muted">
        This help page does not exist or has moved. Search for it above, or browse all topics.
      </p>
      <p>
        <Link className="button" to={paths.help.href()}>
          All help topics
        </Link>
      </p>
    </div>
  );
}
