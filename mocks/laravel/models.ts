/**
 * The Eloquent model behind each resource a route binds, in one table, so every 404 for an
 * unknown record reads as Laravel's route model binding words it:
 * `No query results for model [App\Models\Folder] 3` (ModelNotFoundException::setModel with the
 * route's value: the ids are appended without a closing period; only a lookup without ids ends in
 * "."). Laravel converts that exception to a 404 with the same message.
 */
import type { Db } from '../db';

interface BoundModel {
  readonly class: string;
  /** Whether the route's value names a record route model binding would find. */
  exists(db: Db, value: number | string): boolean;
}

const byId =
  (table: (db: Db) => { get(id: number): unknown }) => (db: Db, value: number | string) =>
    typeof value === 'number' && table(db).get(value) !== undefined;

export const MODELS = {
  agent: {
    class: 'App\\Models\\Agent',
    // Soft-deleted agents are out of route model binding, as Eloquent's SoftDeletes scope does.
    exists: (db, value) => typeof value === 'number' && db.agents.get(value)?.deleted_at === null,
  },
  agentFile: { class: 'App\\Models\\AgentFile', exists: byId((db) => db.agentFiles) },
  council: { class: 'App\\Models\\Council', exists: byId((db) => db.councils) },
  councilAgentFile: {
    class: 'App\\Models\\CouncilAgentFile',
    exists: byId((db) => db.councilAgentFiles),
  },
  councilFile: { class: 'App\\Models\\CouncilFile', exists: byId((db) => db.councilFiles) },
  folder: { class: 'App\\Models\\Folder', exists: byId((db) => db.folders) },
  invitation: { class: 'App\\Models\\Invitation', exists: byId((db) => db.invitations) },
  joinRequest: { class: 'App\\Models\\JoinRequest', exists: byId((db) => db.joinRequests) },
  licence: { class: 'App\\Models\\Licence', exists: byId((db) => db.licences) },
  order: { class: 'App\\Models\\Order', exists: byId((db) => db.orders) },
  subscription: { class: 'App\\Models\\Subscription', exists: byId((db) => db.subscriptions) },
  thread: { class: 'App\\Models\\Thread', exists: byId((db) => db.threads) },
  // Bound by slug (`/api/tools/{tool:slug}`).
  tool: {
    class: 'App\\Models\\Tool',
    exists: (db, value) => db.tools.by('slug', String(value)).length > 0,
  },
  user: { class: 'App\\Models\\User', exists: byId((db) => db.users) },
} as const satisfies Record<string, BoundModel>;

export type BoundResource = keyof typeof MODELS;

/** Route parameters named otherwise than their resource. */
const PARAMETER_RESOURCES = new Map<string, BoundResource>([
  ['payment', 'order'],
  // `/api/email/verify/{id}/{hash}`: the user being verified.
  ['id', 'user'],
]);

/**
 * The resource a route parameter binds, or null for a parameter that is no model (a SharePoint
 * path segment, a tool function's name, a signature hash). `{file}` binds the file model of the
 * resource it sits under.
 */
export function boundResource(routePath: string, parameter: string): BoundResource | null {
  if (parameter === 'file') {
    if (routePath.includes('/councils/{council}/agents/{agent}/files/')) return 'councilAgentFile';
    if (routePath.includes('/councils/{council}/files/')) return 'councilFile';
    return 'agentFile';
  }
  const named = PARAMETER_RESOURCES.get(parameter);
  if (named) return named;
  return Object.hasOwn(MODELS, parameter) ? (parameter as BoundResource) : null;
}

export function modelNotFoundMessage(resource: BoundResource, value: number | string): string {
  return `No query results for model [${MODELS[resource].class}] ${value}`;
}
