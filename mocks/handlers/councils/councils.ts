/** Councils themselves: create, search, read and settings. */
import type { Db } from '../../db';
import { defineOperation } from '../../laravel/define-operation';
import { invalid, validationError } from '../../laravel/errors';
import { councilResource, councilSummaryResource } from '../../resources/councils';
import { setCurrentCouncil } from '../council-membership';

const SEARCH_LIMIT = 20;
const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Laravel's Str::slug. */
function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90)
    .replace(/-+$/, '');
}

const slugTaken = (db: Db, slug: string, exceptId?: number) =>
  db.councils.find((c) => c.slug === slug && c.id !== exceptId) !== undefined;

function uniqueSlug(db: Db, name: string): string {
  const base = slugify(name) || 'council';
  let slug = base;
  for (let n = 2; slugTaken(db, slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** A new join code no council uses (8 characters without look-alikes such as 0/O and 1/I). */
function newJoinCode(db: Db): string {
  for (;;) {
    const code = Array.from(
      crypto.getRandomValues(new Uint8Array(8)),
      (b) => JOIN_CODE_ALPHABET[b % JOIN_CODE_ALPHABET.length],
    ).join('');
    if (!db.councils.find((c) => c.join_code === code)) return code;
  }
}

const SLUG_TAKEN = 'The slug has already been taken.';

export const councilCrudOperations = [
  defineOperation('createCouncil', async ({ body, user, db, state }) => {
    if (body.slug !== undefined && slugTaken(db, body.slug)) throw invalid('slug', SLUG_TAKEN);
    const now = state.now();
    const iso = now.toISOString();
    const council = await db.councils.create({
      name: body.name,
      slug: body.slug ?? uniqueSlug(db, body.name),
      description: body.description ?? null,
      logo_url: null,
      join_code: newJoinCode(db),
      subscription_id: null,
      created_at: iso,
      updated_at: iso,
    });
    await db.memberships.create({
      council_id: council.id,
      user_id: user!.id,
      role: 'admin',
      status: 'active',
      joined_at: iso,
      position_id: user!.position_id,
      licence_id: null,
    });
    setCurrentCouncil(db, user!.id, council.id, iso);
    return { status: 201, body: { data: councilResource(db, council, user!.id, now) } };
  }),

  defineOperation('searchCouncils', ({ query, user, db }) => {
    const q = query.q.toLowerCase();
    const byCode = db.councils.find((c) => c.join_code !== null && c.join_code.toLowerCase() === q);
    const byName = db.councils
      .where((c) => c !== byCode && (c.name.toLowerCase().includes(q) || c.slug.includes(q)))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
      .slice(0, byCode ? SEARCH_LIMIT - 1 : SEARCH_LIMIT);
    const found = byCode
      ? [byCode, ...byName].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
      : byName;
    return {
      body: { data: found.map((council) => councilSummaryResource(db, council, user!.id)) },
    };
  }),

  defineOperation('getCouncil', ({ params, user, db, state }) => {
    const council = db.councils.get(params.council)!;
    return { body: { data: councilResource(db, council, user!.id, state.now()) } };
  }),

  defineOperation('updateCouncil', ({ params, body, user, db, state }) => {
    const council = db.councils.get(params.council)!;
    if (body.regenerate_join_code === true && body.join_code_enabled === false) {
      throw validationError({
        regenerate_join_code: [
          'The regenerate join code field is prohibited when join code enabled is false.',
        ],
      });
    }
    if (body.slug !== undefined && slugTaken(db, body.slug, council.id))
      throw invalid('slug', SLUG_TAKEN);
    let joinCode = council.join_code;
    if (body.join_code_enabled === false) joinCode = null;
    if (body.join_code_enabled === true && joinCode === null) joinCode = newJoinCode(db);
    if (body.regenerate_join_code === true) joinCode = newJoinCode(db);
    const now = state.now();
    const updated = db.councils.update(council.id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.slug !== undefined && { slug: body.slug }),
      join_code: joinCode,
      updated_at: now.toISOString(),
    });
    return { body: { data: councilResource(db, updated, user!.id, now) } };
  }),
];
