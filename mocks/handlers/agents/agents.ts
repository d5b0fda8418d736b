/**
 * The app store and agent authoring: list, show, create, edit, publish and delete agents.
 */
import type { Db } from '../../db';
import type { AgentRow } from '../../db/tables/chat';
import { defineOperation } from '../../laravel/define-operation';
import { forbidden, validationError, type FieldErrors } from '../../laravel/errors';
import { paginate } from '../../laravel/paginate';
import { agentResource } from '../../resources/chat';
import { removeAgentFromAllLists } from '../../db/user-agents';
import { authoredAgent, authorsAgent, visibleAgent } from '../chat-access';
import { isAgentAdded, isAgentPurchased } from '../../db/agent-access';

type Pricing = AgentRow['pricing'];

/** The fields of an agent that the create and update rules check, as they will be stored. */
interface AgentFields {
  category_id: number | null;
  model_id: number | null;
  pricing: Pricing;
  price: number | null;
  currency: AgentRow['currency'];
  tools: string[];
}

/**
 * The rules the zod schemas cannot express: `exists` checks, `required_if`/`prohibited_if` on
 * price and currency against the resulting pricing, existing tool slugs.
 */
function checkAgentFields(
  db: Db,
  fields: AgentFields,
  sent: { price?: unknown; currency?: unknown },
): FieldErrors {
  const errors: FieldErrors = {};
  if (fields.category_id !== null && !db.categories.get(fields.category_id))
    errors.category_id = ['The selected category id is invalid.'];
  if (fields.model_id !== null && !db.models.get(fields.model_id))
    errors.model_id = ['The selected model id is invalid.'];
  for (const key of ['price', 'currency'] as const) {
    if (fields.pricing === 'paid' && fields[key] === null)
      errors[key] = [`The ${key} field is required when pricing is paid.`];
    if (fields.pricing === 'free' && sent[key] !== undefined && sent[key] !== null) {
      errors[key] = [`The ${key} field is prohibited when pricing is free.`];
    }
  }
  // Duplicate slugs were refused with the body's other rules (`uniqueItems`, mocks/laravel/distinct.ts).
  fields.tools.forEach((slug, index) => {
    if (db.tools.by('slug', slug).length === 0)
      errors[`tools.${index}`] = [`The selected tools.${index} is invalid.`];
  });
  return errors;
}

/** Laravel's `Str::slug`, made unique with `-2`, `-3`... (deleted agents keep their slugs). */
function uniqueSlug(db: Db, name: string): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'agent';
  const taken = new Set(db.agents.all().map((agent) => agent.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

const newestFirst = (key: 'published_at' | 'updated_at') => (a: AgentRow, b: AgentRow) =>
  (b[key] ?? '').localeCompare(a[key] ?? '') || b.id - a.id;

export const agentOperations = [
  defineOperation('listAgents', ({ query, user, db, url, request }) => {
    const me = user!.id;
    // `status` has a default; in the builder's list only a status the caller sent filters.
    const status = new URL(request.url).searchParams.has('status') ? query.status : undefined;
    // The builder's list: the caller's own agents and their councils' (where they are admin or manager).
    const buildingCouncils = new Set(
      db.memberships
        .by('user_id', me)
        .filter((m) => m.status === 'active' && m.role !== 'member')
        .map((m) => m.council_id),
    );
    const mayBuild = (a: AgentRow) =>
      a.author_id === me ||
      (a.status === 'published' && a.council_id !== null && buildingCouncils.has(a.council_id));
    const search = query.search?.trim().toLowerCase();
    const agents = (
      query.scope === 'mine'
        ? db.agents
            .where(
              (a) =>
                a.deleted_at === null &&
                mayBuild(a) &&
                (status === undefined || a.status === status),
            )
            .sort(newestFirst('updated_at'))
        : query.status === 'draft'
          ? db.agents
              .by('author_id', me)
              .filter((a) => a.status === 'draft' && a.deleted_at === null)
              .sort(newestFirst('updated_at'))
          : db.agents
              .where((a) => a.status === 'published' && a.deleted_at === null)
              .sort(newestFirst('published_at'))
    ).filter(
      (a) =>
        (query.category_id === undefined || a.category_id === query.category_id) &&
        (query.pricing === undefined || a.pricing === query.pricing) &&
        (!search ||
          a.name.toLowerCase().includes(search) ||
          a.description.toLowerCase().includes(search)),
    );
    const page = paginate(agents, url, query);
    return {
      body: {
        ...page,
        data: page.data.map((agent) =>
          agentResource(
            db,
            agent,
            isAgentAdded(db, me, agent.id),
            isAgentPurchased(db, me, agent.id),
          ),
        ),
      },
    };
  }),

  defineOperation('getAgent', ({ params, user, db }) => {
    const me = user!.id;
    const agent = visibleAgent(db, me, params.agent);
    return {
      body: {
        data: agentResource(
          db,
          agent,
          isAgentAdded(db, me, agent.id),
          isAgentPurchased(db, me, agent.id),
        ),
      },
    };
  }),

  defineOperation('createAgent', async ({ body, user, db, state }) => {
    const me = user!.id;
    const fields: AgentFields = {
      category_id: body.category_id ?? null,
      model_id: body.model_id ?? null,
      pricing: body.pricing,
      price: body.pricing === 'paid' ? (body.price ?? null) : null,
      currency: body.pricing === 'paid' ? (body.currency ?? null) : null,
      tools: body.tools ?? [],
    };
    const errors = checkAgentFields(db, fields, body);
    const councilId = body.council_id ?? null;
    if (councilId !== null && !db.councils.get(councilId))
      errors.council_id = ['The selected council id is invalid.'];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    if (councilId !== null) {
      const membership = db.memberships
        .by('user_id', me)
        .find((m) => m.council_id === councilId && m.status === 'active');
      if (!membership || membership.role === 'member') throw forbidden();
    }
    const now = state.now().toISOString();
    const agent = await db.agents.create({
      ...fields,
      name: body.name,
      slug: uniqueSlug(db, body.name),
      description: body.description,
      avatar_url: null,
      instructions: body.instructions ?? null,
      status: 'draft',
      author_id: me,
      council_id: councilId,
      published_at: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    });
    return { body: { data: agentResource(db, agent, false) } };
  }),

  defineOperation(
    'updateAgent',
    ({ params, body, user, db, state }) => {
      const agent = authoredAgent(db, user!.id, params.agent);
      const pricing = body.pricing ?? agent.pricing;
      const pick = <K extends 'price' | 'currency'>(key: K) =>
        pricing === 'free' ? null : body[key] !== undefined ? body[key] : agent[key];
      const fields: AgentFields = {
        category_id: body.category_id !== undefined ? body.category_id : agent.category_id,
        model_id: body.model_id !== undefined ? body.model_id : agent.model_id,
        pricing,
        price: pick('price') ?? null,
        currency: pick('currency') ?? null,
        tools: body.tools ?? agent.tools,
      };
      const errors = checkAgentFields(db, fields, body);
      if (agent.status === 'published' && fields.category_id === null)
        errors.category_id = ['The category id field is required.'];
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const updated = db.agents.update(agent.id, {
        ...fields,
        ...(body.name !== undefined && { name: body.name }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.instructions !== undefined && { instructions: body.instructions }),
        updated_at: state.now().toISOString(),
      });
      return { body: { data: agentResource(db, updated, isAgentAdded(db, user!.id, updated.id)) } };
    },
    authorsAgent,
  ),

  defineOperation(
    'deleteAgent',
    ({ params, user, db, state }) => {
      const agent = authoredAgent(db, user!.id, params.agent);
      for (const file of db.agentFiles.by('agent_id', agent.id)) db.agentFiles.delete(file.id);
      removeAgentFromAllLists(db, agent.id);
      db.agents.update(agent.id, { deleted_at: state.now().toISOString() });
      return {};
    },
    authorsAgent,
  ),

  defineOperation(
    'publishAgent',
    ({ params, user, db, state }) => {
      const agent = authoredAgent(db, user!.id, params.agent);
      const errors: FieldErrors = {};
      if (agent.status === 'published') errors.status = ['The agent is already published.'];
      if (agent.category_id === null)
        errors.category_id = ['The category field is required to publish an agent.'];
      if (agent.pricing === 'paid' && agent.price === null)
        errors.price = ['The price field is required when pricing is paid.'];
      if (agent.pricing === 'paid' && agent.currency === null)
        errors.currency = ['The currency field is required when pricing is paid.'];
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const now = state.now().toISOString();
      const published = db.agents.update(agent.id, {
        status: 'published',
        published_at: now,
        updated_at: now,
      });
      return {
        body: { data: agentResource(db, published, isAgentAdded(db, user!.id, published.id)) },
      };
    },
    authorsAgent,
  ),
];
