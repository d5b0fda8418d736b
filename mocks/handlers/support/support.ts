/**
 * Feedback and the help centre.
 */
import { defineOperation } from '../../laravel/define-operation';
import type { Db } from '../../db';
import { helpPageResource } from '../../resources/identity';
import { sendMail } from '../mail';

/** Published pages in tree order (a page, then its children by position); a hidden page hides its subtree. */
function publishedTree(db: Db) {
  const children = new Map<number | null, ReturnType<Db['helpPages']['all']>>();
  for (const page of db.helpPages.all()) {
    const siblings = children.get(page.parent_id) ?? [];
    siblings.push(page);
    children.set(page.parent_id, siblings);
  }
  const out: ReturnType<Db['helpPages']['all']> = [];
  const walk = (parentId: number | null) => {
    const pages = (children.get(parentId) ?? []).sort(
      (a, b) => a.position - b.position || a.id - b.id,
    );
    for (const page of pages) {
      if (!page.is_published) continue;
      out.push(page);
      walk(page.id);
    }
  };
  walk(null);
  return out;
}

export const supportOperations = [
  defineOperation('sendFeedback', async ({ body, user, db, state }) => {
    const feedback = await db.feedback.create({
      user_id: user!.id,
      subject: body.subject ?? null,
      message: body.message,
      rating: body.rating ?? null,
      page_url: body.page_url ?? null,
      created_at: state.now().toISOString(),
    });
    await sendMail(state, {
      to: 'support@example.com',
      kind: 'feedback',
      subject: `Feedback from ${user!.name}${body.subject ? `: ${body.subject}` : ''}`,
      link: null,
    });
    return { body: { data: { ...feedback } } };
  }),

  defineOperation('listHelpPages', ({ db }) => ({
    body: { data: publishedTree(db).map(helpPageResource) },
  })),
];
