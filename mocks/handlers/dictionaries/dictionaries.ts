/**
 * The dictionaries: small, rarely changing lists in their contract order.
 */
import { defineOperation } from '../../laravel/define-operation';
import { toolResource } from '../../resources/identity';

const byName = <T extends { name: string; id: number }>(a: T, b: T) =>
  a.name.localeCompare(b.name) || a.id - b.id;

export const dictionaryOperations = [
  defineOperation('listCategories', ({ db }) => ({
    body: { data: db.categories.all().sort(byName) },
  })),

  defineOperation('listModels', ({ db }) => ({ body: { data: db.models.all().sort(byName) } })),

  // Fixed order admin, manager, member: the seed creates them in that order.
  defineOperation('listRoles', ({ db }) => ({
    body: { data: db.roles.all().sort((a, b) => a.id - b.id) },
  })),

  defineOperation('listUserPositions', ({ db }) => ({
    body: { data: db.positions.all().sort(byName) },
  })),

  defineOperation('listTools', ({ db, user }) => {
    const connections = db.toolConnections.by('user_id', user!.id);
    const data = db.tools
      .all()
      .sort(byName)
      .map((tool) =>
        toolResource(
          tool,
          connections.find((c) => c.tool_id === tool.id),
        ),
      );
    return { body: { data } };
  }),
];
