/**
 * Stands in for `tldts` (the public-suffix list, about 45 KB gzip) in the browser mock of dev and
 * demo builds (aliased in vite.config.ts). msw's cookie jar (tough-cookie) asks it for the
 * registrable domain of a host, to find the cookies of parent domains and to refuse a
 * `Domain=<public suffix>` cookie. The mock sets host-only cookies (no Domain attribute:
 * mocks/laravel/session.ts), which belong to exactly the host that set them, so the host itself is
 * the answer that matters; IP addresses have none, as with tldts. The mock's own checks (contract,
 * session, CSRF) do not depend on it; vitest and the Node mock server keep the real tldts.
 */
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (host === '' || IPV4.test(host) || host.includes(':')) return null;
  return host;
}
