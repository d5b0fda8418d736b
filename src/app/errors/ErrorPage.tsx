import { useEffect } from 'react';
import { Link } from 'react-router';
import { errorTitle, statusText } from './status-text';
import { BrandMark } from '../components/BrandMark';

export interface ErrorPageProps {
  /** Defaults to 500 (product-spec section 2). */
  statusCode?: number;
  statusMessage?: string;
  message?: string;
  /** Inside a layout the page is a section; alone it brings its own frame. */
  standalone?: boolean;
}

/**
 * The generic error page: status code, status message and error message; titled
 * `Page Not Found` for 404 and `Internal Server Error` otherwise.
 */
export function ErrorPage({ statusCode = 500, statusMessage, message, standalone = false }: ErrorPageProps) {
  const title = errorTitle(statusCode);
  useEffect(() => {
    document.title = `${title} · Council Chat`;
  }, [title]);
  const body = (
    <section className="error-page" aria-labelledby="error-title" data-testid="error-page">
      <p className="error-code" data-testid="error-status">
        {statusCode}
      </p>
      <h1 id="error-title">{title}</h1>
      <p className="error-status-message" data-testid="error-status-message">
        {statusMessage ?? statusText(statusCode)}
      </p>
      {message ? (
        <p className="error-message" data-testid="error-message">
          {message}
        </p>
      ) : null}
      <div className="error-actions">
        <Link className="button" to="/">
          Go to the home page
        </Link>
        {statusCode >= 500 ? (
          <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>
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
        <Link to="/" className="brand">
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
