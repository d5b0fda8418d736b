/**
 * Where the network journeys' servers listen, all on 127.0.0.1 (one site, several origins, as an
 * app and its API on two subdomains are): `E2E_NETWORK_PORT` (default 4440) and the four after it.
 * Each can be moved on its own with the variable named beside it.
 */
const BASE = Number(process.env.E2E_NETWORK_PORT ?? 4440);
const port = (name: string, offset: number) => Number(process.env[name] ?? BASE + offset);

/** `npm run mock:server`: the backend (HTTP API and Reverb on one port). */
export const API_PORT = port('E2E_NETWORK_API_PORT', 0);
/** The production build (mocks off) in `vite preview`. */
export const APP_PORT = port('E2E_NETWORK_APP_PORT', 1);
/** A proxy in front of the backend that answers 404 for the operations it "lacks". */
export const PROXY_PORT = port('E2E_NETWORK_PROXY_PORT', 2);
/** The mixed-mode build (VITE_MOCKS=partial) against the proxy. */
export const PARTIAL_PORT = port('E2E_NETWORK_PARTIAL_PORT', 3);
/** `npm run dev` without the mock, started cold by its journey (e2e/network/dev-server). */
export const DEV_PORT = port('E2E_NETWORK_DEV_PORT', 4);

const at = (p: number) => `http://127.0.0.1:${p}`;
export const API_URL = at(API_PORT);
export const APP_URL = at(APP_PORT);
export const PROXY_URL = at(PROXY_PORT);
export const PARTIAL_URL = at(PARTIAL_PORT);
export const DEV_URL = at(DEV_PORT);

/** The operation the proxy's backend lacks in the mixed-mode journey. */
export const MISSING_OPERATION = 'listFolders';
export const REVERB_APP_KEY = 'council-local-key';
