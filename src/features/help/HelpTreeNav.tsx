import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/routes/paths';
import { helpHref, type HelpNode } from './help-tree';

/**
 * The help pages as a nested list of any depth. Branches on the way to the open page start
 * expanded; every branch can be opened and closed with its own button.
 */
export function HelpTreeNav({
  roots,
  current,
}: {
  roots: HelpNode[];
  current: HelpNode | undefined;
}) {
  const openPath = new Set<number>();
  for (let node = current; node; node = node.parent ?? undefined) openPath.add(node.page.id);
  return (
    <nav className="help-nav" aria-label="Help topics">
      <Link
        to={paths.help.href()}
        className="help-nav-home"
        aria-current={current ? undefined : 'page'}
      >
        All topics
      </Link>
      <Branch nodes={roots} current={current} openPath={openPath} />
    </nav>
  );
}

function Branch({
  nodes,
  current,
  openPath,
}: {
  nodes: HelpNode[];
  current: HelpNode | undefined;
  openPath: Set<number>;
}) {
  return (
    <ul className="help-tree">
      {nodes.map((node) => (
        <TreeItem key={node.page.id} node={node} current={current} openPath={openPath} />
      ))}
    </ul>
  );
}

function TreeItem({
  node,
  current,
  openPath,
}: {
  node: HelpNode;
  current: HelpNode | undefined;
  openPath: Set<number>;
}) {
  const onPath = openPath.has(node.page.id);
  // null: follow the open page (expanded when it lies below); true/false: the reader's choice.
  const [choice, setChoice] = useState<boolean | null>(null);
  const expanded = choice ?? onPath;
  const hasChildren = node.children.length > 0;
  const childrenId = `help-branch-${node.page.id}`;
  return (
    <li>
      <div className="help-tree-row">
        {hasChildren ? (
          <button
            type="button"
            className="help-tree-toggle"
            aria-expanded={expanded}
            aria-controls={expanded ? childrenId : undefined}
            aria-label={`${expanded ? 'Hide' : 'Show'} pages under ${node.page.title}`}
            onClick={() => setChoice(!expanded)}
          >
            <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
          </button>
        ) : (
          <span className="help-tree-spacer" aria-hidden="true" />
        )}
        <Link
          to={helpHref(node.page)}
          aria-current={node === current ? 'page' : undefined}
          className="help-tree-link"
        >
          {node.page.title}
        </Link>
      </div>
      {hasChildren && expanded ? (
        <div id={childrenId}>
          <Branch nodes={node.children} current={current} openPath={openPath} />
        </div>
      ) : null}
    </li>
  );
}
