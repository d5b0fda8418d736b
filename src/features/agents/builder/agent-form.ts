/**
 * The agent builder's form: what the fields hold (text, as inputs do; the price in major units),
 * checked with the rules the contract's zod schema cannot hold (Laravel's required_if on price and
 * currency), then converted and checked by the generated `AgentCreateRequest` schema itself.
 */
import { z } from 'zod';
import type { Agent } from '@/generated/model';
import {
  AgentCreateRequest,
  agentCreateRequestPriceMax,
  agentCreateRequestPriceMin,
} from '@/generated/zod/schemas/agentCreateRequest.zod';
import { friendlyZodError } from '@/lib/forms/zod-messages';

export const CURRENCIES = ['GBP', 'EUR', 'USD'] as const;

export interface AgentFormValues {
  name: string;
  description: string;
  category_id: string;
  model_id: string;
  instructions: string;
  pricing: 'free' | 'paid';
  /** In major units, as typed ("19.99"). */
  price: string;
  currency: '' | (typeof CURRENCIES)[number];
  tools: string[];
  /** Only when creating: '' for the author alone, else the council's id. */
  council_id: string;
}

export const emptyAgentForm: AgentFormValues = {
  name: '',
  description: '',
  category_id: '',
  model_id: '',
  instructions: '',
  pricing: 'free',
  price: '',
  currency: '',
  tools: [],
  council_id: '',
};

export function agentToForm(agent: Agent): AgentFormValues {
  return {
    name: agent.name,
    description: agent.description,
    category_id: agent.category_id === null ? '' : String(agent.category_id),
    model_id: agent.model_id === null ? '' : String(agent.model_id),
    instructions: agent.instructions ?? '',
    pricing: agent.pricing,
    price: agent.price === null ? '' : (agent.price / 100).toFixed(2),
    currency: (CURRENCIES as readonly string[]).includes(agent.currency ?? '')
      ? (agent.currency as AgentFormValues['currency'])
      : '',
    tools: [...agent.tools],
    council_id: agent.council_id === null ? '' : String(agent.council_id),
  };
}

const PRICE = /^\d{1,6}([.,]\d{1,2})?$/;
const idOrNull = (value: string) => (value === '' ? null : Number(value));
const minor = (price: string) => Math.round(Number(price.trim().replace(',', '.')) * 100);

function toRequest(values: AgentFormValues) {
  const paid = values.pricing === 'paid';
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    category_id: idOrNull(values.category_id),
    model_id: idOrNull(values.model_id),
    instructions: values.instructions.trim() === '' ? null : values.instructions,
    pricing: values.pricing,
    price: paid && PRICE.test(values.price.trim()) ? minor(values.price) : null,
    currency: paid && values.currency !== '' ? values.currency : null,
    tools: values.tools,
    council_id: idOrNull(values.council_id),
  };
}

export const agentFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    category_id: z.string(),
    model_id: z.string(),
    instructions: z.string(),
    pricing: z.enum(['free', 'paid']),
    price: z.string(),
    currency: z.enum(['', ...CURRENCIES]),
    tools: z.array(z.string()),
    council_id: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.pricing !== 'paid') return;
    const price = values.price.trim();
    if (price === '')
      ctx.addIssue({
        code: 'custom',
        path: ['price'],
        message: 'Enter the price of a paid agent.',
      });
    else if (!PRICE.test(price))
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'Enter a price like 19.99.' });
    if (values.currency === '')
      ctx.addIssue({
        code: 'custom',
        path: ['currency'],
        message: 'Choose the currency of a paid agent.',
      });
  })
  .transform(toRequest)
  // The generated schema takes optional fields; toRequest always sends them (zod's pipe typing wants the reverse).
  .pipe(
    AgentCreateRequest as unknown as z.ZodType<
      z.output<typeof AgentCreateRequest>,
      ReturnType<typeof toRequest>
    >,
  );

export type AgentRequest = z.output<typeof agentFormSchema>;

const money = (minorUnits: number) => (minorUnits / 100).toFixed(2);

/** The generated schema's checks in words (price bounds are in minor units there). */
export function agentFormError(
  issue: Parameters<typeof friendlyZodError>[0] & { path?: PropertyKey[] },
): string | undefined {
  if (issue.path?.[0] === 'price' && issue.code === 'too_small')
    return `The price must be at least ${money(agentCreateRequestPriceMin)}.`;
  if (issue.path?.[0] === 'price' && issue.code === 'too_big')
    return `The price must be at most ${money(agentCreateRequestPriceMax)}.`;
  if (issue.path?.[0] === 'tools' && issue.code === 'too_big') return 'Choose at most 20 tools.';
  return friendlyZodError(issue);
}

/** The fields in form order, for placing the server's 422 errors (`tools.3` lands on `tools`). */
export const AGENT_FORM_FIELDS = [
  'name',
  'description',
  'category_id',
  'model_id',
  'instructions',
  'pricing',
  'price',
  'currency',
  'tools',
  'council_id',
] as const;

export function serverErrorsForForm(errors: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const key = field.startsWith('tools.') ? 'tools' : field;
    out[key] = [...(out[key] ?? []), ...messages];
  }
  return out;
}
