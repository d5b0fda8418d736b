/** The configured API host (`VITE_API_URL`); empty means the app's own origin. */
export const API_URL: string = (import.meta.env?.VITE_API_URL ?? '').replace(/\/+$/, '');

export function apiUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${API_URL}${path}`;
}
