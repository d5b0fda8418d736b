/** A licence says whether it renews: a seat of the council's current plan does, others do not (issue 61, finding 7). */
import { listCouncilLicences } from '@/generated/api/licences/licences';
import { describe, expect, it } from 'vitest';
import { COUNCILS } from '@mocks/db/seed-ids';
import { signInAs, useMockServer } from '../helpers';

const mock = useMockServer();

describe('listCouncilLicences: renews', () => {
  it('is true for the seats of the current plan only, never for an expired seat', async () => {
    await signInAs('demo@example.com');
    const { data } = await listCouncilLicences(COUNCILS.northwind);
    const current = mock.state.db.councils.get(COUNCILS.northwind)!.subscription_id;
    const planOf = new Map(mock.state.db.licences.all().map((l) => [l.id, l.subscription_id]));
    expect(data.filter((l) => l.renews).length).toBeGreaterThan(0);
    expect(data.filter((l) => l.status === 'expired').length).toBeGreaterThan(0);
    for (const licence of data)
      expect(licence.renews).toBe(
        licence.status !== 'expired' && planOf.get(licence.id) === current,
      );
  });
});
