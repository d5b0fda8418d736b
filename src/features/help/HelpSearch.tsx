import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/lib/routes/paths';
import { useUrlText } from '@/lib/ui/use-url-text';
import { breadcrumbsOf, helpHref, highlightParts, searchHelp, type HelpTree } from './help-tree';

/**
 * The search box; the query lives in the address (`?q=`), so a search can be shared and goes back.
 * The box owns what is typed and the address follows (lib/ui/use-url-text.ts): a box showing the
 * address itself lost keystrokes typed before each navigation landed.
 */
export function HelpSearch() {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const { text, setText, submit } = useUrlText({
    value: params.get('q') ?? '',
    write: (next) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next === '') out.delete('q');
          else out.set('q', next);
          return out;
        },
        { replace: true },
      ),
    keep: 'help-search',
  });
  return (
    <form
      role="search"
      className="help-search field"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search help
      </label>
      <input
        id={id}
        type="search"
        placeholder="Search help…"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text !== '') {
            event.preventDefault();
            setText('');
          }
        }}
      />
    </form>
  );
}

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

export function HelpSearchResults({ tree, query }: { tree: HelpTree; query: string }) {
  const hits = useMemo(() => searchHelp(tree, query), [tree, query]);
  return (
    <section className="help-results" aria-labelledby="page-title">
      <h1 id="page-title" className="help-results-title">
        Search results for “{query}”
      </h1>
      <p role="status" className="muted">
        {hits.length === 0
          ? 'No help page matches your search.'
          : `${hits.length} ${hits.length === 1 ? 'page matches' : 'pages match'}.`}
      </p>
      {hits.length === 0 ? (
        <p>
          Try other words, or <Link to={paths.help.href()}>browse all topics</Link>.
        </p>
      ) : (
        <ol className="help-hits" aria-label="Search results">
          {hits.map(({ node, snippet }) => (
            <li key={node.page.id}>
              <Link to={helpHref(node.page)} className="help-hit-title">
                <Highlighted text={node.page.title} query={query} />
              </Link>
              <p className="muted small help-hit-path">
                {breadcrumbsOf(node)
                  .map((crumb) => crumb.page.title)
                  .join(' › ')}
              </p>
              <p className="help-hit-snippet">
                <Highlighted text={snippet} query={query} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
