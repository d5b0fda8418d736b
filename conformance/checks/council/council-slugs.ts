/**
 * A council's slug is unique: created or renamed to another council's slug, the write is refused
 * (422 on slug); created with an existing council's name and no slug, it gets a slug of its own
 * (the suffix rule). The council that makes is also the one the settable promise is judged on
 * (keys the body may not set, sent along). The API has no delete for a council: it is left behind
 * and the summary says so. The first council it makes also shows what a create sets beside it: the
 * caller its admin and only member, and the profile's current council.
 */
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call, uniqueName } from '../../engine/steps';
import { dataOf, type Exchange } from '../../http/exchange';
import { fieldAt, isOk, show, statusText, type Row } from '../promises/promises';
import type { PromiseReport } from '../promises/promises';
import { anyReported, reportFor } from '../promises/by-id';
import { smuggled } from '../promise-settable';
import { unmet } from '../promises/set-values';
import { CHECK } from '../../engine/check-names';

const PROMISES = [
  'createCouncil/caller-admin',
  'createCouncil/current-council',
  'createCouncil/slug-unique',
  'createCouncil/slug-suffix',
  'createCouncil/settable',
  'updateCouncil/slug-unique',
];

function refusedOnSlug(report: PromiseReport, slug: unknown, answer: Exchange | undefined) {
  const errors = fieldAt(answer?.response?.json, 'errors') as Row | undefined;
  report.expect(
    answer?.response?.status === 422 && !!errors && 'slug' in errors,
    `the taken slug ${show(slug)} is refused: 422 on slug`,
    `the taken slug ${show(slug)} got ${statusText(answer)}${answer?.response?.status === 422 ? ' without an error on slug' : ', expected 422 on slug'}`,
    answer,
  );
}

const leave = (run: Run, answer: Exchange | undefined, why: string) => {
  if (isOk(answer))
    run.leftBehind.push(
      `createCouncil: council ${show(fieldAt(answer?.response?.json, 'data.id'))} (${why}; the API has no way to delete a council)`,
    );
};

export async function councilSlugPromises(run: Run, ctx: Context): Promise<void> {
  if (!anyReported(run, PROMISES)) return;
  const council = ctx.get('council');
  const other = ctx.a.councils.find((c) => c.role === 'admin' && String(c.id) !== String(council));
  const read = async (id: unknown) =>
    dataOf<Row>(
      await call(run, ctx, 'getCouncil', ctx.actorA, CHECK.promiseUnique, {
        params: { council: id as number },
      }),
    );
  const mine = council === undefined ? undefined : await read(council);
  if (!mine?.slug) {
    for (const id of PROMISES)
      reportFor(run, id)?.unchecked(
        'the first user has no council to read a taken slug and name from',
      );
    return;
  }
  const taken = reportFor(run, 'createCouncil/slug-unique');
  if (taken) {
    const answer = await call(run, ctx, 'createCouncil', ctx.actorA, taken.check, {
      json: { name: uniqueName('Conformance Council'), slug: mine.slug },
    });
    refusedOnSlug(taken, mine.slug, answer);
    leave(run, answer, `made with the taken slug ${show(mine.slug)}`);
  }
  await sameName(run, ctx, mine);
  const update = reportFor(run, 'updateCouncil/slug-unique');
  const theirs = other ? await read(other.id) : undefined;
  if (update && !theirs?.slug)
    update.unchecked('needs a second council the first user administers, whose slug to take');
  else if (update) {
    const answer = await call(run, ctx, 'updateCouncil', ctx.actorA, update.check, {
      params: { council: council! },
      json: { slug: theirs!.slug },
    });
    refusedOnSlug(update, theirs!.slug, answer);
    if (isOk(answer))
      await call(run, ctx, 'updateCouncil', ctx.actorA, update.check, {
        params: { council: council! },
        json: { slug: mine.slug },
      });
  }
}

/**
 * What a create sets beside the council (kind `sets`): the caller its only member, an admin, read
 * through getCouncil, and the profile's current council the new one. Judged once, on the first
 * council the flow makes, right after it is made (a later create moves the current council again).
 */
async function judgeNewCouncil(run: Run, ctx: Context, answer: Exchange | undefined) {
  const data = dataOf<Row>(answer);
  if (!isOk(answer) || !data) return;
  for (const [id, read, params] of [
    ['createCouncil/caller-admin', 'getCouncil', { council: data.id as number }],
    ['createCouncil/current-council', 'getProfile', {}],
  ] as const) {
    const report = reportFor(run, id);
    if (!report || run.promises.some((p) => p.id === id && p.checked)) continue;
    const set = (report.promise.set ?? {}) as Row;
    const inAnswer = Object.fromEntries(Object.entries(set).filter(([f]) => f in data));
    const wrong = unmet(inAnswer, data, {}, data);
    if (wrong) {
      report.fail(`council ${show(data.id)} made: the answer's ${wrong}`, answer);
      continue;
    }
    const shown = await call(run, ctx, read, ctx.actorA, report.check, { params });
    const record = dataOf<Row>(shown);
    if (!isOk(shown) || !record) {
      report.unchecked(`${read} answered ${statusText(shown)}`);
      continue;
    }
    const problem = unmet(set, record, {}, data);
    report.expect(
      !problem,
      `council ${show(data.id)} made: ${read} shows ${show(Object.fromEntries(Object.keys(set).map((f) => [f, record[f]])))}`,
      `council ${show(data.id)} made: ${read} shows ${problem}`,
      shown,
    );
  }
}

/** A council made with the run council's name and no slug, with keys it may not set sent along. */
async function sameName(run: Run, ctx: Context, mine: Row): Promise<void> {
  const suffix = reportFor(run, 'createCouncil/slug-suffix');
  const settable = reportFor(run, 'createCouncil/settable');
  if (!suffix && !settable) return;
  const extra: Row = {};
  for (const key of (settable?.promise.ignored as string[] | undefined) ?? []) {
    const value = smuggled(key, fieldAt(mine, key));
    if (value !== undefined) extra[key] = key === 'my_role' ? 'member' : value;
  }
  const base = { name: mine.name, description: 'Made by the conformance run (same name).' };
  let answer = await call(run, ctx, 'createCouncil', ctx.actorA, CHECK.promiseUnique, {
    json: { ...base, ...extra },
  });
  await judgeNewCouncil(run, ctx, answer);
  if (settable && isOk(answer)) {
    const data = (dataOf<Row>(answer) ?? {}) as Row;
    const shown = Object.entries(extra).filter(
      ([key, value]) => JSON.stringify(data[key]) === JSON.stringify(value),
    );
    settable.expect(
      shown.length === 0,
      `sent ${show(extra)}: none shows in the council made`,
      `the body's ${shown.map(([k, v]) => `${k}: ${show(v)}`).join(', ')} (not settable) shows in the council made: the key was assigned`,
      answer,
    );
  } else if (settable)
    settable.unchecked(
      `with the extra keys it answered ${statusText(answer)} (a 422 is also keeping the promise, but says nothing of it)`,
    );
  leave(run, answer, `made with the name of council ${show(mine.id)}`);
  if (!suffix) return;
  if (!isOk(answer)) {
    answer = await call(run, ctx, 'createCouncil', ctx.actorA, suffix.check, { json: base });
    leave(run, answer, `made with the name of council ${show(mine.id)}`);
    await judgeNewCouncil(run, ctx, answer);
  }
  const slug = fieldAt(answer?.response?.json, 'data.slug');
  if (!isOk(answer))
    return suffix.fail(
      `a council named like council ${show(mine.id)} (${show(mine.name)}), no slug sent, got ${statusText(answer)}, expected a slug of its own`,
      answer,
    );
  suffix.expect(
    typeof slug === 'string' && slug !== mine.slug,
    `a council named like council ${show(mine.id)} got slug ${show(slug)}, not ${show(mine.slug)}`,
    `a council named like council ${show(mine.id)} (${show(mine.name)}) got slug ${show(slug)}, the slug council ${show(mine.id)} has`,
    answer,
  );
}
