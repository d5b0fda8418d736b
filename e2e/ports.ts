/**
 * Where the e2e servers listen. `E2E_PORT` (default 4390, a port no other tool picks by default)
 * serves the demo build with `vite preview`; the GitHub Pages-like static host serves a demo
 * built for the sub-path below on `E2E_STATIC_PORT` (default E2E_PORT + 90).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4390);
export const STATIC_HOST_PORT = Number(process.env.E2E_STATIC_PORT ?? E2E_PORT + 90);
/** The sub-path of a GitHub Pages project site (`https://org.github.io/council-chat/`). */
export const STATIC_HOST_BASE = '/council-chat/';
export const STATIC_HOST_URL = `http://127.0.0.1:${STATIC_HOST_PORT}${STATIC_HOST_BASE}`;
