/**
 * The Laravel rules a contract schema stands for, and how Laravel's validator applies them to a
 * value. The generated zod schemas decide *whether* input is valid; this decides *what Laravel
 * says* about a field zod refused: the rules it fails, in the order a FormRequest lists them
 * (`required`, the type, the format, `in`, then the size rules), measured as Laravel measures:
 * - `required` (or `present`, for a required key that may be null) fails on a missing key, null,
 *   an empty or blank string (TrimStrings and ConvertEmptyStringsToNull ran first) or an empty
 *   array, and stops the field's other rules, as any implicit rule does;
 * - a wrong type fails the type rule, never `required`; the other rules still run (no `bail`),
 *   each on what it measures: `min`/`max` count characters of a string, items of an array,
 *   kilobytes of a file, and the value of a number only where the field has a numeric rule;
 * - a string's `minLength: 1` is the contract's way of writing `required`/`filled`, not `min:1`;
 *   an id's `minimum: 1` (`id`, `*_id`, `*_ids.N`) is `exists`: no record has id 0.
 */
import { isPhpInt } from './php-int';
import type { z } from 'zod';
import type { SizeKind, ValidationRule } from './validation-lines';

type Bound = { value: number; inclusive: boolean };

export interface FieldRules {
  /** Not optional and without a default: the key must be sent. */
  required: boolean;
  nullable: boolean;
  /** A string must not be empty (minLength 1): Laravel's `required` on a sent value. */
  filled: boolean;
  /** `literal(true)`: Laravel's `accepted`. */
  accepted: boolean;
  type: 'string' | 'integer' | 'numeric' | 'boolean' | 'array' | 'object' | 'file' | null;
  format: 'email' | 'url' | 'uuid' | 'date' | 'regex' | null;
  in: readonly unknown[] | null;
  min: Bound | null;
  max: Bound | null;
  /** The field names a record by id: a `minimum: 1` fails as `exists`. */
  isId: boolean;
}

export interface RuleFailure {
  rule: ValidationRule;
  replacements?: Record<string, string | number>;
  kind?: SizeKind;
}

type Check = {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  length?: number;
};
type Def = {
  type: string;
  format?: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, unknown>;
  values?: unknown[];
  checks?: { _zod: { def: Check } }[];
};
export const defOf = (schema: z.ZodType): Def =>
  (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set([
  'optional',
  'default',
  'prefault',
  'nullable',
  'readonly',
  'catch',
  'nonoptional',
]);

/** The schema of the field at `path` inside `schema` (object keys and array items), or null. */
export function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | null {
  let node: z.ZodType | undefined = schema;
  for (const part of path) {
    node = node && unwrap(node);
    if (!node) return null;
    const def = defOf(node);
    if (def.type === 'object' && def.shape && typeof part === 'string')
      node = Object.hasOwn(def.shape, part) ? def.shape[part] : undefined;
    else if (def.type === 'array' && typeof part === 'number') node = def.element;
    else return null;
  }
  return node ?? null;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let node = schema;
  for (let def = defOf(node); WRAPPERS.has(def.type) || def.type === 'pipe'; def = defOf(node))
    node = (def.type === 'pipe' ? def.in : def.innerType)!;
  return node;
}

/** The rules the field's schema stands for; `path` is where the field sits (for `isId`). */
export function rulesOf(schema: z.ZodType, path: readonly PropertyKey[]): FieldRules {
  const rules: FieldRules = {
    required: true,
    nullable: false,
    filled: false,
    accepted: false,
    type: null,
    format: null,
    in: null,
    min: null,
    max: null,
    isId: isIdPath(path),
  };
  collect(schema, rules);
  return rules;
}

function isIdPath(path: readonly PropertyKey[]): boolean {
  const last = path.at(-1);
  const owner = typeof last === 'number' ? path.at(-2) : last;
  if (typeof owner !== 'string') return false;
  const name = owner.replace(/\[\]$/, '');
  return typeof last === 'number' ? name.endsWith('_ids') : name === 'id' || name.endsWith('_id');
}

function collect(schema: z.ZodType, rules: FieldRules): void {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      rules.required = false;
      return collect(def.innerType!, rules);
    case 'nullable':
      rules.nullable = true;
      return collect(def.innerType!, rules);
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return collect(def.innerType!, rules);
    case 'pipe':
      return collect(def.in!, rules);
    case 'null':
      rules.nullable = true;
      return;
    case 'union':
      return collectUnion(def.options ?? [], rules);
    case 'literal':
      return collectValues(def.values ?? [], rules);
    case 'enum':
      return collectValues(Object.values(def.entries ?? {}), rules);
    case 'string':
      rules.type = 'string';
      collectFormat(def.format, rules);
      break;
    case 'number':
      rules.type = def.format?.includes('int') ? 'integer' : 'numeric';
      break;
    case 'boolean':
      rules.type = 'boolean';
      break;
    case 'array':
      rules.type = 'array';
      break;
    case 'object':
    case 'record':
      rules.type = 'object';
      break;
    case 'custom':
      // The contract's only custom schema is `instanceof(Blob)`: a `format: binary` file part.
      rules.type = 'file';
      break;
  }
  for (const check of def.checks ?? []) collectCheck(check._zod.def, rules);
}

function collectUnion(options: readonly z.ZodType[], rules: FieldRules): void {
  const values: unknown[] = [];
  let typed: z.ZodType | null = null;
  for (const option of options) {
    const def = defOf(option);
    if (def.type === 'null') rules.nullable = true;
    else if (def.type === 'literal') values.push(...(def.values ?? []));
    else if (def.type === 'enum') values.push(...Object.values(def.entries ?? {}));
    else typed ??= option;
  }
  if (values.includes(null)) rules.nullable = true;
  const listed = values.filter((value) => value !== null);
  // A value from a list or of a type (`folder_id`: an id or `none`): what the backend's rule
  // refuses is the selection, so the field reads as `in`, as the contract's descriptions word it.
  if (listed.length > 0) rules.in = listed;
  else if (typed) collect(typed, rules);
}

function collectValues(values: readonly unknown[], rules: FieldRules): void {
  if (values.length === 1 && values[0] === true) {
    rules.accepted = true;
    return;
  }
  if (values.includes(null)) rules.nullable = true;
  rules.in = values.filter((value) => value !== null);
}

function collectFormat(format: string | undefined, rules: FieldRules): void {
  if (format === 'email' || format === 'url' || format === 'uuid' || format === 'regex')
    rules.format = format;
  else if (format === 'datetime' || format === 'date') rules.format = 'date';
  else if (format) rules.format = 'regex';
}

function collectCheck(check: Check, rules: FieldRules): void {
  switch (check.check) {
    case 'min_length':
      if (rules.type === 'string' && check.minimum! <= 1) rules.filled = true;
      else rules.min = { value: check.minimum!, inclusive: true };
      return;
    case 'max_length':
      rules.max = { value: check.maximum!, inclusive: true };
      return;
    case 'length_equals':
      rules.min = rules.max = { value: check.length!, inclusive: true };
      return;
    case 'greater_than':
      rules.min = { value: check.value!, inclusive: check.inclusive ?? false };
      return;
    case 'less_than':
      rules.max = { value: check.value!, inclusive: check.inclusive ?? false };
      return;
    case 'number_format':
      if (check.format?.includes('int')) rules.type = 'integer';
      return;
    case 'string_format':
      collectFormat(check.format, rules);
      return;
  }
}

/** What Laravel's validator says about one field's value (`present`: the key was sent). */
export function evaluate(rules: FieldRules, value: unknown, present: boolean): RuleFailure[] {
  if (rules.accepted) return isAccepted(value) ? [] : [{ rule: 'accepted' }];
  if (!present) return rules.required ? [{ rule: rules.nullable ? 'present' : 'required' }] : [];
  const input = isBlank(value) ? null : value;
  if (input === null) {
    if (rules.nullable) return [];
    if (rules.required || rules.filled) return [{ rule: 'required' }];
  } else if (rules.required && Array.isArray(input) && input.length === 0)
    return [{ rule: 'required' }];

  const failures: RuleFailure[] = [];
  if (rules.type && !hasType(rules.type, input)) failures.push({ rule: typeRule(rules.type) });
  if (rules.format && !hasFormat(rules.format, input)) failures.push({ rule: rules.format });
  if (rules.in && !isIn(rules.in, input)) failures.push({ rule: 'in' });
  failures.push(...sizeFailures(rules, input));
  return failures;
}

function sizeFailures(rules: FieldRules, value: unknown): RuleFailure[] {
  const { min, max } = rules;
  if (!min && !max) return [];
  const numeric = rules.type === 'integer' || rules.type === 'numeric';
  const kind: SizeKind = numeric
    ? 'numeric'
    : rules.type === 'array' || rules.type === 'object'
      ? 'array'
      : value instanceof Blob
        ? 'file'
        : 'string';
  const size = sizeOf(value, numeric);
  if (min && max && min.value === max.value && min.inclusive && max.inclusive)
    return size === min.value ? [] : [{ rule: 'size', replacements: { size: min.value }, kind }];
  const failures: RuleFailure[] = [];
  if (min && (min.inclusive ? size < min.value : size <= min.value)) {
    if (rules.isId && numeric) failures.push({ rule: 'exists' });
    else if (min.inclusive) failures.push({ rule: 'min', replacements: { min: min.value }, kind });
    else failures.push({ rule: 'gt', replacements: { value: min.value }, kind });
  }
  if (max && (max.inclusive ? size > max.value : size >= max.value)) {
    if (max.inclusive) failures.push({ rule: 'max', replacements: { max: max.value }, kind });
    else failures.push({ rule: 'lt', replacements: { value: max.value }, kind });
  }
  return failures;
}

/** Laravel's `getSize`: a number only where a numeric rule applies, else a count or a length. */
function sizeOf(value: unknown, numeric: boolean): number {
  if (numeric && isNumeric(value)) return Number(value);
  if (Array.isArray(value)) return value.length;
  if (value instanceof Blob) return value.size / 1024;
  if (typeof value === 'object' && value !== null) return Object.keys(value).length;
  return [...phpString(value)].length;
}

/** PHP's `(string)` of a scalar (true is "1", false and null are ""). */
function phpString(value: unknown): string {
  if (value === true) return '1';
  if (value === false || value === null || value === undefined) return '';
  return String(value);
}

function typeRule(type: NonNullable<FieldRules['type']>): ValidationRule {
  return type === 'object' ? 'array' : type;
}

function hasType(type: NonNullable<FieldRules['type']>, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return isPhpInt(value);
    case 'numeric':
      return isNumeric(value);
    case 'boolean':
      return [true, false, 0, 1, '0', '1'].includes(value as never);
    case 'array':
    case 'object':
      return typeof value === 'object' && value !== null && !(value instanceof Blob);
    case 'file':
      return value instanceof Blob;
  }
}

/** PHP's `is_numeric`: a finite number, or a decimal string (leading and trailing blanks allowed). */
function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return (
    typeof value === 'string' &&
    /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/.test(value)
  );
}

function hasFormat(format: NonNullable<FieldRules['format']>, value: unknown): boolean {
  if (typeof value !== 'string') return false;
  switch (format) {
    case 'email':
      return /^[^\s@]+@[^\s@]+$/.test(value);
    case 'url':
      return URL.canParse(value) && /^[a-z][a-z0-9+.-]*:\/\/[^/\s]/i.test(value);
    case 'uuid':
      return /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i.test(value);
    case 'date':
      return !Number.isNaN(Date.parse(value));
    case 'regex':
      // The mock cannot tell which pattern the backend uses; zod refused the value.
      return false;
  }
}

/** Laravel's `in`: a scalar compared as a string; an array is never in the list. */
function isIn(values: readonly unknown[], value: unknown): boolean {
  if (typeof value === 'object' && value !== null) return false;
  return values.some((listed) => phpString(listed) === phpString(value));
}

/** Laravel's `accepted`: yes, on, 1, true (and their string forms). */
function isAccepted(value: unknown): boolean {
  return ['yes', 'on', '1', 1, true, 'true'].includes(value as never);
}

function isBlank(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}
