/**
 * The councils area's councils (create, search, read, update), through the app's generated client
 * against the mock backend (each success body is checked against the contract by the client in
 * tests). Joining and invitations: council-joining.test.ts.
 */
import {
  createCouncil,
  getCouncil,
  searchCouncils,
  updateCouncil,
} from '@/generated/api/councils/councils';
import { getProfile } from '@/generated/api/profile/profile';
import { beforeEach, describe, expect, it } from 'vitest';
import { COUNCILS, FIRST_EXTRA_USER_ID, JOIN_CODES } from '@mocks/db/seed-ids';
import { failure, signInAs, signOut, useMockServer } from '../helpers';
import { useStatuses, withoutXsrf } from '../councils-helpers';

const mock = useMockServer();
const status = useStatuses(mock);
const extra = (n: number) => FIRST_EXTRA_USER_ID + n;
const emailOf = (userId: number) => mock.state.db.users.get(userId)!.email;

describe('createCouncil', () => {
  beforeEach(() => signInAs('demo@example.com'));

  it('creates a council whose only member is the caller, as admin, and makes it current', async () => {
    const { data } = await createCouncil({
      name: 'Lower Marsh Town Council',
      description: 'Serving Lower Marsh.',
    });
    expect(status.last()).toBe(201);
    expect(data).toMatchObject({
      name: 'Lower Marsh Town Council',
      slug: 'lower-marsh-town-council',
      description: 'Serving Lower Marsh.',
      members_count: 1,
      agents_count: 0,
      my_role: 'admin',
      subscription: null,
    });
    expect(data.join_code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await getProfile()).data.current_council_id).toBe(data.id);
    expect((await getCouncil(data.id)).data.id).toBe(data.id);
  });

  it('derives a free slug from the name, with a numeric suffix when taken', async () => {
    const { data } = await createCouncil({ name: 'Northwind Parish Council' });
    expect(data.slug).toBe('northwind-parish-council-2');
  });

  it('answers 422 when a sent slug is taken', async () => {
    const error = await failure(createCouncil({ name: 'Another Lab', slug: 'partner-lab' }), 422);
    expect(error.body).toEqual({
      message: 'The slug has already been taken.',
      errors: { slug: ['The slug has already been taken.'] },
    });
  });

  it('answers 422 for a name that is too short', async () => {
    const error = await failure(createCouncil({ name: 'X' }), 422);
    expect(error.errors).toEqual({ name: ['The name field must be at least 2 characters.'] });
  });

  it('answers 401 to a guest and 419 without the XSRF header', async () => {
    await signOut();
    await failure(createCouncil({ name: 'Guest Council' }), 401);
    await signInAs('demo@example.com');
    const response = await withoutXsrf('POST', '/api/councils/create', {
      name: 'No Token Council',
    });
    expect(response.status).toBe(419);
    expect(await response.json()).toEqual({ message: 'CSRF token mismatch.' });
  });
});

describe('searchCouncils', () => {
  it('finds councils by name or slug, ordered by name, with the caller flags', async () => {
    await signInAs('demo@example.com');
    const { data } = await searchCouncils({ q: 'COUNCIL' });
    expect(status.last()).toBe(200);
    const names = data.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(data.find((c) => c.id === COUNCILS.northwind)).toMatchObject({
      is_member: true,
      has_pending_request: false,
    });
    expect(data.find((c) => c.id === COUNCILS.harbor)).toMatchObject({
      is_member: false,
      has_pending_request: false,
    });
  });

  it('finds the council whose join code is the query, and shows a pending request', async () => {
    await signInAs(emailOf(extra(17)));
    const { data } = await searchCouncils({ q: JOIN_CODES.harbor.toLowerCase() });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      id: COUNCILS.harbor,
      is_member: false,
      has_pending_request: true,
    });
  });

  it('answers 422 for a query under 2 characters and 401 to a guest', async () => {
    await signInAs('demo@example.com');
    const error = await failure(searchCouncils({ q: 'n' }), 422);
    expect(error.body).toEqual({
      message: 'The q field must be at least 2 characters.',
      errors: { q: ['The q field must be at least 2 characters.'] },
    });
    await signOut();
    await failure(searchCouncils({ q: 'north' }), 401);
  });
});

describe('getCouncil', () => {
  it('shows the join code and the plan to an admin', async () => {
    await signInAs('demo@example.com');
    const { data } = await getCouncil(COUNCILS.northwind);
    expect(data).toMatchObject({
      id: COUNCILS.northwind,
      my_role: 'admin',
      join_code: JOIN_CODES.northwind,
    });
    expect(data.subscription).toMatchObject({ name: 'Team', seats: 10 });
    expect(data.members_count).toBe(13);
  });

  it('hides the join code from other roles', async () => {
    await signInAs('member@example.com');
    const { data } = await getCouncil(COUNCILS.northwind);
    expect(data).toMatchObject({ my_role: 'member', join_code: null });
    // Northwind is the member's current council, so its plan is the current one.
    expect(data.subscription).toMatchObject({ name: 'Team', is_current: true });
  });

  it('answers 403 to a non-member and 404 for an unknown council', async () => {
    await signInAs('demo@example.com');
    await failure(getCouncil(COUNCILS.harbor), 403);
    await failure(getCouncil(999), 404);
  });
});

describe('updateCouncil', () => {
  beforeEach(() => signInAs('demo@example.com'));

  it('changes only the fields sent', async () => {
    const { data } = await updateCouncil(COUNCILS.empty, {
      name: 'Empty Meadow Parish Council',
      description: 'Now described.',
    });
    expect(data).toMatchObject({
      name: 'Empty Meadow Parish Council',
      description: 'Now described.',
      slug: 'empty-meadow-council',
    });
    expect((await getCouncil(COUNCILS.empty)).data.name).toBe('Empty Meadow Parish Council');
  });

  it('switches the join code off, on again, and regenerates it', async () => {
    expect(
      (await updateCouncil(COUNCILS.empty, { join_code_enabled: false })).data.join_code,
    ).toBeNull();
    const issued = (await updateCouncil(COUNCILS.empty, { join_code_enabled: true })).data
      .join_code;
    expect(issued).toMatch(/^[A-Z2-9]{8}$/);
    const again = (await updateCouncil(COUNCILS.empty, { join_code_enabled: true })).data.join_code;
    expect(again).toBe(issued);
    const regenerated = (await updateCouncil(COUNCILS.empty, { regenerate_join_code: true })).data
      .join_code;
    expect(regenerated).not.toBe(issued);
  });

  it('answers 422 when regenerating while switching the code off, or for a taken slug', async () => {
    const error = await failure(
      updateCouncil(COUNCILS.empty, { join_code_enabled: false, regenerate_join_code: true }),
      422,
    );
    expect(error.errors).toEqual({
      regenerate_join_code: [
        'The regenerate join code field is prohibited when join code enabled is false.',
      ],
    });
    const taken = await failure(
      updateCouncil(COUNCILS.empty, { slug: 'northwind-parish-council' }),
      422,
    );
    expect(taken.errors).toEqual({ slug: ['The slug has already been taken.'] });
  });

  it('answers 403 to a manager', async () => {
    await signInAs('manager@example.com');
    await failure(updateCouncil(COUNCILS.northwind, { name: 'Taken Over' }), 403);
  });
});
