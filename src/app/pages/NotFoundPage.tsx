import { ErrorPage } from '../errors/ErrorPage';

/**
 * `/NotFound`: the in-app "not found" page (for links to things that no longer exist), the same
 * 404 page as an unknown address, inside the app's layout.
 */
export default function NotFoundPage() {
  return (
    <ErrorPage statusCode={404}>
      <p className="error-help">
        The page or item you were looking for does not exist, or you no longer have access to it.
      </p>
    </ErrorPage>
  );
}
