import { describe, expect, it } from 'vitest';
import { describeRoles, roleAllows, rolesFor } from '@/lib/session/permissions';
import { operations } from '@/generated/operations';

describe('council permissions from x-council-roles', () => {
  it('agrees with the operation table for every council operation', () => {
    const council = operations.filter((op) => op.councilRoles !== null);
    expect(council.length).toBeGreaterThan(20);
    for (const op of council) {
      expect(rolesFor(op.operationId as never)).toEqual(op.councilRoles);
    }
  });

  it('lets only the listed roles through', () => {
    expect(roleAllows('listCouncilOrders', 'admin')).toBe(true);
    expect(roleAllows('listCouncilOrders', 'member')).toBe(false);
    expect(roleAllows('listCouncilAgents', 'member')).toBe(true);
    expect(roleAllows('listCouncilAgents', null)).toBe(false);
  });

  it('names the allowed roles in words', () => {
    expect(describeRoles('listCouncilOrders')).toBe('administrators');
    expect(describeRoles('uploadCouncilFile')).toBe('administrators and managers');
  });
});
