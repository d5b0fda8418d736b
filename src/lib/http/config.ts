/**
 * Where the API lives: `VITE_API_URL`, or when it is empty the app's own base (the site root, or
 * the sub-path a demo is deployed under, e.g. `/council-chat`), so a demo on a static host keeps
 * every call inside its own site. `?.`: the route table is also read outside Vite (the e2e
 * accessibility walk), where import.meta.env is undefined.
 */
export const API_URL: string = (
  import.meta.env?.VITE_API_URL ||
  import.meta.env?.BASE_URL ||
  ''
).replace(/\/+$/, '');

export function apiUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${API_URL}${path}`;
}
