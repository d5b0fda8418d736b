import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '@/lib/http/api-error';
import { reloadForChunkError, willReloadForChunkError } from '@/lib/build/chunk-reload';
import { Splash } from '../components/Splash';
import { ErrorPage } from './ErrorPage';

/** What an error says about itself, for the error page. */
export function describeError(error: unknown): {
  statusCode: number;
  statusMessage?: string;
  message: string;
} {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message = typeof data === 'string' ? data : error.statusText || 'Something went wrong.';
    return { statusCode: error.status, statusMessage: error.statusText || undefined, message };
  }
  if (isApiError(error))
    return { statusCode: error.status >= 400 ? error.status : 500, message: error.message };
  if (error instanceof Error) return { statusCode: 500, message: error.message };
  return { statusCode: 500, message: typeof error === 'string' ? error : 'Something went wrong.' };
}

/**
 * The error boundary of the root and of each layout. A failed chunk load (a deployment replaced
 * the files under the running app) reloads the page once, guarded by a session marker.
 */
export function RouteErrorBoundary({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const reloading = willReloadForChunkError(error);

  useEffect(() => {
    if (reloading) reloadForChunkError(error);
    else console.error(error);
  }, [error, reloading]);

  if (reloading) return <Splash label="Loading the latest version of the app…" />;
  const { statusCode, statusMessage, message } = describeError(error);
  return (
    <ErrorPage
      statusCode={statusCode}
      statusMessage={statusMessage}
      message={message}
      standalone={standalone}
    />
  );
}

export function RootErrorBoundary() {
  return <RouteErrorBoundary standalone />;
}
