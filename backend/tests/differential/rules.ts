/**
 * The validation rules the mock words for the operations backend/laravel implements: for each
 * field of their request bodies and queries, the rules mocks/laravel/laravel-rules.ts reads from the
 * contract's schema (as `rule` or `rule.kind` for the size rules, whose line depends on what is
 * measured), plus the lines the mock's handlers word for rules a schema cannot state. The
 * differential test must send at least one request that makes the mock say each of them.
 */
import type { z } from 'zod';
import { operations } from '../../../src/generated/operations';
import { zodModuleByTag, type ZodTag } from '../../../src/generated/zod-by-tag';
import { defOf, rulesOf, type FieldRules } from '../../../mocks/laravel/laravel-rules';
import { VALIDATION_LINES, type ValidationRule } from '../../../mocks/laravel/validation-lines';

/** Lines the mock's handlers word on these operations (mocks/handlers/...), each with the rule it stands for. */
export const HANDLER_LINES: Record<string, string> = {
  unique: 'The name has already been taken.',
  exists: 'The selected agent id is invalid.',
  confirmed: 'The password field confirmation does not match.',
  current_password: 'The password is incorrect.',
  required_with: 'The current password field is required when password is present.',
  'auth.failed': 'These credentials do not match our records.',
  'last admin': 'The council must keep at least one admin.',
};

function fieldRuleKeys(rules: FieldRules): string[] {
  if (rules.accepted) return ['accepted'];
  const keys: string[] = [];
  if (rules.required) keys.push(rules.nullable ? 'present' : 'required');
  else if (rules.filled) keys.push('required');
  if (rules.type) keys.push(rules.type === 'object' ? 'array' : rules.type);
  if (rules.format) keys.push(rules.format);
  if (rules.in) keys.push('in');
  const numeric = rules.type === 'integer' || rules.type === 'numeric';
  const kind = numeric
    ? 'numeric'
    : rules.type === 'array' || rules.type === 'object'
      ? 'array'
      : rules.type === 'file'
        ? 'file'
        : 'string';
  const { min, max } = rules;
  if (min && max && min.value === max.value && min.inclusive && max.inclusive)
    return [...keys, `size.${kind}`];
  if (min)
    keys.push(rules.isId && numeric ? 'exists' : min.inclusive ? `min.${kind}` : `gt.${kind}`);
  if (max) keys.push(max.inclusive ? `max.${kind}` : `lt.${kind}`);
  return keys;
}

function objectShape(schema: z.ZodType): Record<string, z.ZodType> {
  let node = schema;
  for (let def = defOf(node); def.type !== 'object'; def = defOf(node)) {
    const inner = def.innerType ?? def.in;
    if (!inner) return {};
    node = inner;
  }
  return defOf(node).shape ?? {};
}

function unwrapArrayElement(schema: z.ZodType): z.ZodType | null {
  let node = schema;
  for (let def = defOf(node); def.type !== 'array'; def = defOf(node)) {
    const inner = def.innerType ?? def.in;
    if (!inner) return null;
    node = inner;
  }
  return defOf(node).element ?? null;
}

/** `rule key -> the fields (operation.field) it applies to`, for the given operations. */
export async function rulesTheMockWords(
  operationIds: readonly string[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const add = (key: string, where: string) => found.set(key, [...(found.get(key) ?? []), where]);
  for (const operationId of operationIds) {
    const operation = operations.find((op) => op.operationId === operationId)!;
    const registry = (await zodModuleByTag[operation.tag as ZodTag]()) as Record<
      string,
      z.ZodType | undefined
    >;
    const prefix = operationId.charAt(0).toUpperCase() + operationId.slice(1);
    for (const part of ['Body', 'QueryParams']) {
      const schema = registry[`${prefix}${part}`];
      if (!schema) continue;
      for (const [name, field] of Object.entries(objectShape(schema))) {
        const path = [name.replace(/\[\]$/, '')];
        for (const key of fieldRuleKeys(rulesOf(field, path)))
          add(key, `${operationId}.${path[0]}`);
        const element = unwrapArrayElement(field);
        if (element)
          for (const key of fieldRuleKeys(rulesOf(element, [...path, 0])))
            add(key, `${operationId}.${path[0]}.*`);
      }
    }
  }
  for (const rule of Object.keys(HANDLER_LINES)) add(rule, 'handlers');
  return found;
}

/** A pattern for the messages of a rule key: its Laravel line with every placeholder open. */
export function messagePattern(key: string): RegExp {
  if (Object.hasOwn(HANDLER_LINES, key)) return new RegExp(`^${escape(HANDLER_LINES[key]!)}$`);
  const [rule, kind] = key.split('.') as [ValidationRule, string | undefined];
  const line = VALIDATION_LINES[rule] as string | Record<string, string> | undefined;
  if (line === undefined) throw new Error(`no Laravel line for the rule ${key}`);
  const text = typeof line === 'string' ? line : line[kind ?? 'string']!;
  return new RegExp(`^${escape(text).replace(/:[a-z_]+/g, '.+')}$`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
