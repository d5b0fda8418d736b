/**
 * The configured API host (`VITE_API_URL`); empty means the app's own origin. `?.`: the route
 * table is also read outside Vite (the e2e accessibility walk), where import.meta.env is undefined.
 */
export const API_URL: string = (import.meta.env?.VITE_API_URL ?? '').replace(/\/+$/, '');

export function apiUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${API_URL}${path}`;
}
