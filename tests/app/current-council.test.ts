import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { defaultPages } from '@/app/pages-table';
import { getListCouncilUsersQueryKey } from '@/generated/api/council-users/council-users';
import { profileChanges, profileFormValues } from '@/features/settings/ProfileForm';
import { currentCouncilIdOf, currentCouncilOf } from '@/lib/session/current-council';
import { profileFixture } from './fixtures';

const northwind = {
  id: 3,
  name: 'Northwind',
  slug: 'northwind',
  role: 'admin',
  logo_url: null,
} as const;
const harbour = {
  id: 7,
  name: 'Harbour',
  slug: 'harbour',
  role: 'member',
  logo_url: null,
} as const;
const both = [northwind, harbour];

describe('the current council rule', () => {
  it('is the council the profile names while the user is a member of it', () => {
    expect(currentCouncilOf(profileFixture({ councils: both, current_council_id: 7 }))).toEqual(
      harbour,
    );
    expect(currentCouncilIdOf(profileFixture({ councils: both, current_council_id: 3 }))).toBe(3);
  });

  it('falls back to the first council when none is chosen', () => {
    expect(currentCouncilOf(profileFixture({ councils: both, current_council_id: null }))).toEqual(
      northwind,
    );
  });

  it('falls back to the first council when the named one is no longer among the memberships', () => {
    expect(currentCouncilOf(profileFixture({ councils: both, current_council_id: 99 }))).toEqual(
      northwind,
    );
    expect(currentCouncilIdOf(profileFixture({ councils: [harbour], current_council_id: 3 }))).toBe(
      7,
    );
  });

  it('is null without a council or without a profile', () => {
    expect(currentCouncilOf(profileFixture({ councils: [], current_council_id: 3 }))).toBeNull();
    expect(
      currentCouncilIdOf(profileFixture({ councils: [], current_council_id: null })),
    ).toBeNull();
    expect(currentCouncilOf(null)).toBeNull();
    expect(currentCouncilIdOf(undefined)).toBeNull();
  });
});

describe('the rule is the one every caller uses', () => {
  /** The council whose users the hover prefetch of /Users asks for. */
  async function prefetchedUsersCouncil(profile: ReturnType<typeof profileFixture>) {
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    const users = defaultPages.find((page) => page.path === 'Users');
    await users?.prefetch?.(queryClient, profile);
    return prefetch.mock.calls.map(([options]) => options.queryKey);
  }

  it('the route prefetch asks for the current council, the fallback included', async () => {
    expect(
      await prefetchedUsersCouncil(profileFixture({ councils: both, current_council_id: 7 })),
    ).toEqual([getListCouncilUsersQueryKey(7)]);
    expect(
      await prefetchedUsersCouncil(profileFixture({ councils: both, current_council_id: 99 })),
    ).toEqual([getListCouncilUsersQueryKey(3)]);
    expect(
      await prefetchedUsersCouncil(profileFixture({ councils: [], current_council_id: null })),
    ).toEqual([]);
  });

  it('Settings shows the current council, and saving other fields does not send it', () => {
    const profile = profileFixture({ councils: both, current_council_id: null });
    const values = profileFormValues(profile);
    expect(values.current_council_id).toBe('3');
    expect(profileChanges(profile, { ...values, name: 'Renamed' })).toEqual({ name: 'Renamed' });
    expect(profileChanges(profile, { ...values, current_council_id: '7' })).toEqual({
      current_council_id: 7,
    });
  });

  it("no app code reads the profile's current council or first council but the rule", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const readers = files('src')
      .filter((path) => !path.startsWith(join('src', 'generated')))
      .filter((path) =>
        /profile\??\.current_council_id|councils\[0\]|councils\.at\(0\)/.test(
          readFileSync(path, 'utf8'),
        ),
      );
    expect(readers).toEqual([join('src', 'lib', 'session', 'current-council.ts')]);
  });
});
