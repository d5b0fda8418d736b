import type { ReactNode } from 'react';
import { useCurrentCouncil } from '@/lib/session/current-council';
import './console.css';

/**
 * The frame of a council console page: the council it acts on (named above the title, as admin
 * consoles do, so an administrator of several councils knows where they act), its heading, what
 * it is for, and page-wide actions.
 */
export function ConsolePage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const council = useCurrentCouncil();
  return (
    <section className="page console" aria-labelledby="page-title">
      <header className="page-header console-header">
        <div>
          {council ? (
            <p className="console-council" data-testid="console-council">
              <span className="sr-only">Council: </span>
              {council.name}
            </p>
          ) : null}
          <h1 id="page-title">{title}</h1>
          <p className="muted">{description}</p>
        </div>
        {actions ? <div className="console-actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** A titled block of a page. */
export function ConsoleSection({
  id,
  title,
  description,
  actions,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="console-section" aria-labelledby={`${id}-title`}>
      <div className="console-section-header">
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          {description ? <p className="muted">{description}</p> : null}
        </div>
        {actions ? <div className="console-actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** Said instead of an action the user's role does not allow, so no button can only fail. */
export function ReadOnlyNote({ children }: { children: ReactNode }) {
  return (
    <p className="console-note" role="note">
      {children}
    </p>
  );
}
