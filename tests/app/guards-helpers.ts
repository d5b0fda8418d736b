/**
 * What tests/app/guards-*.test.ts ask of the route table: a path's page, and the guards' decision
 * for a path, signed in (as the profile fixture) or not.
 */
import { matchRoutes } from 'react-router';
import { decideGuard, type GuardInput } from '@/app/guards';
import { findPage } from '@/app/prefetch';
import type { PageMeta } from '@/app/route-meta';
import { createRoutes } from '@/app/router';
import { profileFixture } from './fixtures';

export const page = (pathname: string): PageMeta => {
  const found = findPage(pathname);
  if (!found) throw new Error(`no page for ${pathname}`);
  return found.meta;
};

export function decide(pathname: string, signedIn: boolean, extra: Partial<GuardInput> = {}) {
  const match = matchRoutes(createRoutes(), pathname)?.at(-1);
  return decideGuard({
    pathname,
    page: match?.route.handle as PageMeta | undefined,
    params: match?.params ?? {},
    profile: signedIn ? profileFixture() : null,
    ...extra,
  });
}
