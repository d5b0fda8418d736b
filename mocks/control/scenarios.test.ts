import { listFolders } from '@/generated/api/folders/folders';
import { getProfile } from '@/generated/api/profile/profile';
import { listThreads } from '@/generated/api/threads/threads';
import { ApiError } from '@/lib/http/api-error';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../../tests/mocks/helpers';
import { USERS } from '../db/seed-ids';
import {
  applyScenario,
  findScenarioUser,
  listScenarios,
  parseScenario,
  UnknownScenarioError,
} from './scenarios';
import { sessionCookieHandler, useSession } from './session-cookies';

const mock = useMockServer();

beforeEach(() => mock.server.use(sessionCookieHandler(mock.state, location.origin)));

/** What the browser runtime does: create the scenario's session and hand its cookies over. */
async function start(name: string) {
  const result = await applyScenario(mock.state, name);
  await useSession(result.session, location.origin);
  return result;
}

describe('scenario names', () => {
  it.each([
    ['logged-out', { kind: 'logged-out' }],
    ['guest', { kind: 'logged-out' }],
    ['empty', { kind: 'empty' }],
    ['as:demo@example.com', { kind: 'as', who: 'demo@example.com' }],
  ])('parses %s', (name, expected) => expect(parseScenario(name)).toEqual(expected));

  it.each(['', 'as:', 'admin', 'as'])('rejects %j', (name) =>
    expect(() => parseScenario(name)).toThrow(UnknownScenarioError),
  );

  it('finds seeded users by email in any case, by id and by seed name', () => {
    expect(findScenarioUser(mock.state, 'DEMO@example.com')?.id).toBe(USERS.demo);
    expect(findScenarioUser(mock.state, String(USERS.partner))?.id).toBe(USERS.partner);
    expect(findScenarioUser(mock.state, 'member')?.id).toBe(USERS.member);
    expect(findScenarioUser(mock.state, 'nobody@example.com')).toBeUndefined();
  });

  it('offers logged-out, empty and every seeded account, the named ones first', () => {
    const names = listScenarios(mock.state).map((choice) => choice.name);
    expect(names.slice(0, 3)).toEqual(['logged-out', 'empty', 'as:demo@example.com']);
    expect(names).toContain('as:nocouncil@example.com');
    expect(names).toHaveLength(2 + mock.state.db.users.size);
  });
});

describe('starting in a scenario', () => {
  it('as a seeded user: the app is signed in as that user', async () => {
    await start('as:member@example.com');
    const profile = await getProfile();
    expect(profile.data).toMatchObject({ id: USERS.member, email: 'member@example.com' });
  });

  it('switches from one user to another', async () => {
    await start('as:demo@example.com');
    expect((await getProfile()).data.id).toBe(USERS.demo);
    await start('as:partner@example.com');
    expect((await getProfile()).data.id).toBe(USERS.partner);
  });

  it("a switch keeps the browser's session: a response under way cannot bring back the user it replaced", async () => {
    const { session } = await start('as:demo@example.com');
    // A call made as demo, answered only after the switch: its answer sets the session cookie again.
    // It is held where the mock's latency would hold it (faults.apply) until the switch is done.
    const faults = mock.state.faults;
    const applyFaults = faults.apply.bind(faults);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const reached = vi.fn();
    vi.spyOn(faults, 'apply').mockImplementationOnce(async (operationId) => {
      reached();
      await held;
      return applyFaults(operationId);
    });
    const underWay = getProfile();
    await vi.waitFor(() => expect(reached).toHaveBeenCalled());
    const switched = await applyScenario(mock.state, 'logged-out', session.id);
    await useSession(switched.session, location.origin);
    release();
    expect(switched.session.id).toBe(session.id);
    await expect(underWay).rejects.toMatchObject({ status: 401 } satisfies Partial<ApiError>);
    await expect(getProfile()).rejects.toMatchObject({ status: 401 } satisfies Partial<ApiError>);
    // A browser without a live session gets a new one.
    expect(
      (await applyScenario(mock.state, 'as:member@example.com', 'no-such-session')).session.id,
    ).not.toBe(session.id);
  });

  it('logged out: the profile answers 401', async () => {
    await start('as:demo@example.com');
    await start('logged-out');
    await expect(getProfile()).rejects.toMatchObject({ status: 401 } satisfies Partial<ApiError>);
  });

  it('with an empty account: signed in, in no council, with no threads or folders', async () => {
    const { user } = await start('empty');
    const profile = await getProfile();
    expect(profile.data).toMatchObject({
      id: user!.id,
      councils: [],
      current_council_id: null,
      onboarding_completed: true,
    });
    expect((await listThreads()).data).toEqual([]);
    expect((await listFolders()).data).toEqual([]);
    // A second empty account is another new user, not the first one again.
    const { user: second } = await start('empty');
    expect(second!.id).not.toBe(user!.id);
    expect(second!.email).not.toBe(user!.email);
  });

  it('refuses a user that does not exist, creating no session', async () => {
    const before = mock.state.sessions.toJSON().length;
    await expect(applyScenario(mock.state, 'as:ghost@example.com')).rejects.toThrow(
      UnknownScenarioError,
    );
    expect(mock.state.sessions.toJSON()).toHaveLength(before);
  });
});
