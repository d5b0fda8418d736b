import type { Agent } from '@/generated/model';

/** A field the backend requires before it publishes an agent, and the words said about it. */
export interface PublishBlocker {
  field: 'category_id' | 'price' | 'currency';
  /** The field's error, as the backend's 422 words it (openapi/paths/agents/publish.yaml). */
  message: string;
  /** What to do, for the note beside Publish. */
  todo: string;
}

/**
 * What stops a saved draft from being published, checked before the confirmation opens: the
 * contract's publishAgent answers 422 without a category, and for a paid agent without a price and
 * currency. The backend still decides; its 422 lands on the same fields.
 */
export function publishBlockers(agent: Agent): PublishBlocker[] {
  const blockers: PublishBlocker[] = [];
  if (agent.category_id === null)
    blockers.push({
      field: 'category_id',
      message: 'The category field is required to publish an agent.',
      todo: 'choose a category and save',
    });
  if (agent.pricing === 'paid' && agent.price === null)
    blockers.push({
      field: 'price',
      message: 'Enter the price of a paid agent.',
      todo: 'enter its price and save',
    });
  if (agent.pricing === 'paid' && agent.currency === null)
    blockers.push({
      field: 'currency',
      message: 'Choose the currency of a paid agent.',
      todo: 'choose its currency and save',
    });
  return blockers;
}
