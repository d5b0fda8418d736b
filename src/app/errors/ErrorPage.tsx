import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/routes/paths';
import { errorTitle, statusText } from './status-text';
import { BrandMark } from '../components/BrandMark';

export interface ErrorPageProps {
  /** Defaults to 500 (docs/app-rules.md#pages-and-guards). */
  statusCode?: number;
  statusMessage?: string;
  message?: string;
  /** Inside a layout the page is a section; alone it brings its own frame. */
  standalone?: boolean;
  /** A word of help under the message. */
  children?: ReactNode;
}

/**
 * The generic error page (docs/app-rules.md#pages-and-guards): the status code, its status message and the
 * error message, titled `Page Not Found` for 404 and `Internal Server Error` otherwise. Each text
 * is said once: the status message is left out when the title already says it (404 "Not Found",
 * 500 "Internal Server Error"). The 404s of unmatched and invalid addresses and /NotFound share it.
 */
export function ErrorPage({
  statusCode = 500,
  statusMessage,
  message,
  standalone = false,
  children,
}: ErrorPageProps) {
  const title = errorTitle(statusCode);
  useEffect(() => {
    document.title = `${title} · Council Chat`;
  }, [title]);
  const status = statusMessage ?? statusText(statusCode);
  const showStatus = !title.toLowerCase().includes(status.toLowerCase());
  const body = (
    <section className="error-page" aria-labelledby="error-title" data-testid="error-page">
      <p className="error-code">
        <span className="sr-only">Error </span>
        <span data-testid="error-status">{statusCode}</span>
        {showStatus ? (
          <span className="error-status-message" data-testid="error-status-message">
            {' '}
            {status}
          </span>
        ) : null}
      </p>
      <h1 id="error-title">{title}</h1>
      {message ? (
        <p className="error-message" data-testid="error-message">
          {message}
        </p>
      ) : null}
      {children}
      <div className="error-actions">
        <Link className="button" to={paths.home.href()}>
          Go to the home page
        </Link>
        {statusCode >= 500 ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => window.location.reload()}
          >
            Try again
          </button>
        ) : null}
      </div>
    </section>
  );
  if (!standalone) return body;
  return (
    <div className="standalone-frame">
      <header className="standalone-header">
        <Link to={paths.home.href()} className="brand">
          <BrandMark />
          Council Chat
        </Link>
      </header>
      <main id="main" className="standalone-main" tabIndex={-1}>
        {body}
      </main>
    </div>
  );
}
