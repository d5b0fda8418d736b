import { getCsrfCookie } from '@/generated/api/auth/auth';
import {
  getProfile,
  listProfileAgents,
  removeProfileAgent,
  updateProfile,
  updateProfileAgent,
} from '@/generated/api/profile/profile';
import { describe, expect, it } from 'vitest';
import { councilsProvidingAgent } from '@mocks/db/agent-access';
import { latestMail } from '@mocks/handlers/mail';
import { COUNCILS, USERS } from '@mocks/db/seed-ids';
import { failure, signInAs, signOut, useMockServer } from '../helpers';

const mock = useMockServer();

describe('getProfile', () => {
  it('returns the signed-in user with their councils by name and the current council', async () => {
    await signInAs('demo@example.com');
    const { data } = await getProfile();
    expect(data).toMatchObject({
      id: USERS.demo,
      email: 'demo@example.com',
      email_verified_at: expect.any(String),
      is_partner: false,
    });
    const names = data.councils.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(data.councils.find((c) => c.id === COUNCILS.northwind)?.role).toBe('admin');
    expect(data.current_council_id).toBe(COUNCILS.northwind);
  });

  it('shows the partner flag and no councils for a user without one', async () => {
    expect((await signInAs('partner@example.com')).data.is_partner).toBe(true);
    await signInAs('nocouncil@example.com');
    expect((await getProfile()).data).toMatchObject({ councils: [], current_council_id: null });
  });

  it('answers 401 without a session', async () => {
    await signOut();
    expect((await failure(getProfile(), 401)).body).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('updateProfile', () => {
  it('changes the fields sent and keeps the others', async () => {
    await signInAs('manager@example.com');
    const { data } = await updateProfile({
      name: 'Max Manager-Smith',
      locale: 'de',
      position_id: 3,
      onboarding_completed: true,
    });
    expect(data).toMatchObject({
      name: 'Max Manager-Smith',
      locale: 'de',
      position_id: 3,
      email: 'manager@example.com',
    });
    expect((await getProfile()).data.name).toBe('Max Manager-Smith');
  });

  it('switches the current council to one of the user’s councils, and refuses another (422)', async () => {
    await signInAs('demo@example.com');
    expect(
      (await updateProfile({ current_council_id: COUNCILS.riverside })).data.current_council_id,
    ).toBe(COUNCILS.riverside);
    const error = await failure(updateProfile({ current_council_id: COUNCILS.harbor }), 422);
    expect(error.errors).toEqual({
      current_council_id: ['The selected current council id is invalid.'],
    });
  });

  it('a new email resets the verification and mails a link', async () => {
    await signInAs('member@example.com');
    const { data } = await updateProfile({ email: 'mia.member@example.com' });
    expect(data).toMatchObject({ email: 'mia.member@example.com', email_verified_at: null });
    expect(latestMail(mock.state, 'mia.member@example.com', 'verify-email')?.link).toMatch(
      /^\/auth\/Verifyemail\?url=/,
    );
  });

  it('answers 422 for an email of another user and an unknown position', async () => {
    await signInAs('demo@example.com');
    const error = await failure(
      updateProfile({ email: 'partner@example.com', position_id: 999 }),
      422,
    );
    expect(error.errors).toEqual({
      email: ['The email has already been taken.'],
      position_id: ['The selected position id is invalid.'],
    });
  });

  it('changes the password only with the present one; the new one then signs in', async () => {
    await signInAs('unverified@example.com');
    const wrong = await failure(
      updateProfile({
        current_password: 'not it at all',
        password: 'another passphrase',
        password_confirmation: 'another passphrase',
      }),
      422,
    );
    expect(wrong.body).toEqual({
      message: 'The password is incorrect.',
      errors: { current_password: ['The password is incorrect.'] },
    });
    await updateProfile({
      current_password: 'password',
      password: 'another passphrase',
      password_confirmation: 'another passphrase',
    });
    expect((await getProfile()).data.id).toBe(USERS.unverified);
    expect((await signInAs('unverified@example.com', 'another passphrase')).data.id).toBe(
      USERS.unverified,
    );
  });

  it("judges password_confirmation as Laravel's confirmed rule: never alone, a mismatch on password", async () => {
    await signInAs('demo@example.com');
    // Without `password` the confirmation has no rule at all: too short, it is ignored.
    const ignored = await updateProfile({
      name: 'Demo User',
      password_confirmation: 'short',
    } as never);
    expect(ignored.data.name).toBe('Demo User');
    const mismatch = await failure(
      updateProfile({
        current_password: 'password',
        password: 'another passphrase',
        password_confirmation: 'x',
      }),
      422,
    );
    expect(mismatch.errors).toEqual({
      password: ['The password field confirmation does not match.'],
    });
    const missing = await failure(
      updateProfile({ current_password: 'password', password: 'another passphrase' } as never),
      422,
    );
    expect(missing.errors).toEqual({
      password: ['The password field confirmation does not match.'],
    });
  });

  it('answers 422 for a malformed locale and 419 without the XSRF header', async () => {
    await signInAs('demo@example.com');
    expect((await failure(updateProfile({ locale: 'english' }), 422)).errors).toHaveProperty(
      'locale',
    );
    await getCsrfCookie();
    const response = await fetch('/api/profile', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"X"}',
    });
    expect(response.status).toBe(419);
  });

  it('answers 401 without a session', async () => {
    await signOut();
    await failure(updateProfile({ name: 'Nobody' }), 401);
  });
});

describe('profile agents', () => {
  it('lists pinned agents first (latest pin first), then by added_at descending', async () => {
    await signInAs('demo@example.com');
    const { data } = await listProfileAgents();
    const pinned = data.filter((a) => a.is_pinned);
    expect(pinned.length).toBeGreaterThanOrEqual(3);
    expect(data.slice(0, pinned.length).every((a) => a.is_pinned)).toBe(true);
    const pins = pinned.map((a) => a.pinned_at!);
    expect(pins).toEqual([...pins].sort().reverse());
    const rest = data.slice(pinned.length).map((a) => a.added_at);
    expect(rest).toEqual([...rest].sort().reverse());
    expect(new Set(data.map((a) => a.source))).toEqual(new Set(['free', 'purchased', 'council']));
    for (const entry of data) expect(entry.id).toBe(entry.agent.id);
  });

  it('answers 401 without a session', async () => {
    await signOut();
    await failure(listProfileAgents(), 401);
  });

  it('pins an agent (it moves to the top) and unpins it', async () => {
    await signInAs('demo@example.com');
    const target = (await listProfileAgents()).data.find(
      (a) => !a.is_pinned && a.source === 'free',
    )!;
    const pinned = await updateProfileAgent(target.id, { is_pinned: true });
    expect(pinned.data).toMatchObject({
      id: target.id,
      is_pinned: true,
      pinned_at: expect.any(String),
    });
    expect((await listProfileAgents()).data[0]!.id).toBe(target.id);

    const again = await updateProfileAgent(target.id, { is_pinned: true });
    expect(again.data.pinned_at).toBe(pinned.data.pinned_at);

    const unpinned = await updateProfileAgent(target.id, { is_pinned: false });
    expect(unpinned.data).toMatchObject({ is_pinned: false, pinned_at: null });
  });

  it('pins an agent a council provides, and the pin persists', async () => {
    await signInAs('demo@example.com');
    const council = (await listProfileAgents()).data.find(
      (a) => !a.is_pinned && a.source === 'council',
    )!;
    await updateProfileAgent(council.id, { is_pinned: true });
    const after = (await listProfileAgents()).data.find((a) => a.id === council.id)!;
    expect(after).toMatchObject({ is_pinned: true, source: 'council' });
  });

  it('answers 404 for an agent not in the list and 422 for a missing is_pinned', async () => {
    await signInAs('nocouncil@example.com');
    const mine = new Set((await listProfileAgents()).data.map((a) => a.id));
    const other = mock.state.db.agents.all().find((a) => !mine.has(a.id))!;
    await failure(updateProfileAgent(other.id, { is_pinned: true }), 404);
    const [first] = mine;
    expect((await failure(updateProfileAgent(first!, {} as never), 422)).errors).toEqual({
      is_pinned: ['The is pinned field is required.'],
    });
  });

  it('removes a free agent from the list; the agent itself stays', async () => {
    await signInAs('demo@example.com');
    const free = (await listProfileAgents()).data.find(
      (a) =>
        a.source === 'free' && councilsProvidingAgent(mock.state.db, USERS.demo, a.id).length === 0,
    )!;
    await expect(removeProfileAgent(free.id)).resolves.toBeUndefined();
    expect((await listProfileAgents()).data.some((a) => a.id === free.id)).toBe(false);
    expect(mock.state.db.agents.get(free.id)).toBeDefined();
    await failure(removeProfileAgent(free.id), 404);
  });

  it('removing an own entry of an agent a council also provides leaves the council entry', async () => {
    await signInAs('demo@example.com');
    const both = (await listProfileAgents()).data.find(
      (a) =>
        a.source !== 'council' &&
        councilsProvidingAgent(mock.state.db, USERS.demo, a.id).length > 0,
    )!;
    await removeProfileAgent(both.id);
    expect((await listProfileAgents()).data.find((a) => a.id === both.id)?.source).toBe('council');
  });

  it('hides an agent a council provides from the list (removing it again answers 404)', async () => {
    await signInAs('demo@example.com');
    const council = (await listProfileAgents()).data.find((a) => a.source === 'council')!;
    await removeProfileAgent(council.id);
    expect((await listProfileAgents()).data.some((a) => a.id === council.id)).toBe(false);
    await failure(removeProfileAgent(council.id), 404);
  });

  it('answers 401 to pin and remove without a session', async () => {
    await signOut();
    await failure(updateProfileAgent(1, { is_pinned: true }), 401);
    await failure(removeProfileAgent(1), 401);
  });
});
