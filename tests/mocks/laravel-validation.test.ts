/**
 * The mock's 422s word each rule as Laravel's validator does (mocks/laravel/laravel-rules.ts and the
 * lines of mocks/laravel/validation-lines.ts), for schemas built the way orval generates them from
 * the contract. Each test sends a value one rule refuses and reads the whole `errors` entry.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { HttpError } from '@mocks/laravel/errors';
import { distinctErrors } from '@mocks/laravel/distinct';
import { laravelErrors } from '@mocks/laravel/laravel-messages';
import { acceptUpload } from '@mocks/laravel/uploads';
import { displayableAttribute, snake, validationMessage } from '@mocks/laravel/validation-lines';

/** The errors Laravel would give for `input` under the schema (zod decides that it fails). */
function errorsFor(schema: z.ZodType, input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  expect(result.success, 'the input must fail the schema').toBe(false);
  return laravelErrors(schema, input, result.error!.issues);
}

describe('presence: required, present, accepted', () => {
  const schema = z.object({ name: z.string().min(1).max(255) });

  it('says "required" for a missing key, null or an empty string', () => {
    for (const input of [{}, { name: null }, { name: '' }])
      expect(errorsFor(schema, input)).toEqual({ name: ['The name field is required.'] });
  });

  it('says "required" for an empty array, before any size rule', () => {
    const files = z.object({ 'files[]': z.array(z.instanceof(Blob)).min(1).max(10) });
    expect(errorsFor(files, { 'files[]': [] })).toEqual({
      files: ['The files field is required.'],
    });
  });

  it('says "present" for a required key that may be null but was left out', () => {
    const nullable = z.object({ folder_id: z.int().min(1).nullable() });
    expect(errorsFor(nullable, {})).toEqual({
      folder_id: ['The folder id field must be present.'],
    });
  });

  it('says "accepted" for a literal true that is not', () => {
    const terms = z.object({ terms: z.literal(true) });
    for (const input of [{}, { terms: false }, { terms: 'no' }])
      expect(errorsFor(terms, input)).toEqual({ terms: ['The terms field must be accepted.'] });
  });

  it('lets an optional key be left out and a nullable one be null', () => {
    const schema = z.object({
      a: z.string().max(2).optional(),
      b: z.string().max(2).nullable(),
      c: z.string().max(2),
    });
    expect(errorsFor(schema, { b: null, c: 'too long' })).toEqual({
      c: ['The c field must not be greater than 2 characters.'],
    });
  });
});

describe('type rules: a wrong type is the type’s message, never "required"', () => {
  it('integer', () => {
    const schema = z.object({ per_page: z.int().min(1).max(100).optional() });
    expect(errorsFor(schema, { per_page: 'not-a-number' })).toEqual({
      per_page: ['The per page field must be an integer.'],
    });
    expect(errorsFor(schema, { per_page: 1.5 })).toEqual({
      per_page: ['The per page field must be an integer.'],
    });
  });

  it('numeric', () => {
    const schema = z.object({ price: z.number().min(0) });
    expect(errorsFor(schema, { price: 'cheap' })).toEqual({
      price: ['The price field must be a number.'],
    });
  });

  it('string', () => {
    const schema = z.object({ title: z.string().max(255).nullish() });
    expect(errorsFor(schema, { title: ['not', 'a', 'string'] })).toEqual({
      title: ['The title field must be a string.'],
    });
    expect(errorsFor(schema, { title: 42 })).toEqual({
      title: ['The title field must be a string.'],
    });
  });

  it('boolean', () => {
    const schema = z.object({ remember: z.boolean() });
    expect(errorsFor(schema, { remember: 'maybe' })).toEqual({
      remember: ['The remember field must be true or false.'],
    });
  });

  it('array (for a list and for an object)', () => {
    const schema = z.object({
      tools: z.array(z.string()),
      settings: z.object({ a: z.string().optional() }),
    });
    expect(errorsFor(schema, { tools: 'not-an-array', settings: 'x' })).toEqual({
      tools: ['The tools field must be an array.'],
      settings: ['The settings field must be an array.'],
    });
  });

  it('file', () => {
    const schema = z.object({ file: z.instanceof(Blob) });
    expect(errorsFor(schema, { file: 'a.pdf' })).toEqual({
      file: ['The file field must be a file.'],
    });
  });

  it('a null sent for an optional, non-nullable field fails its type', () => {
    const schema = z.object({ pinned: z.boolean().optional() });
    expect(errorsFor(schema, { pinned: null })).toEqual({
      pinned: ['The pinned field must be true or false.'],
    });
  });
});

describe('format rules', () => {
  it('email, and the other rules of the field still run (no bail)', () => {
    const schema = z.object({ email: z.email().max(10) });
    expect(errorsFor(schema, { email: 'not-an-email' })).toEqual({
      email: [
        'The email field must be a valid email address.',
        'The email field must not be greater than 10 characters.',
      ],
    });
  });

  it('url', () => {
    const schema = z.object({ url: z.url() });
    expect(errorsFor(schema, { url: 'not a url' })).toEqual({
      url: ['The url field must be a valid URL.'],
    });
  });

  it('uuid', () => {
    const schema = z.object({ token: z.uuid() });
    expect(errorsFor(schema, { token: '1234' })).toEqual({
      token: ['The token field must be a valid UUID.'],
    });
  });

  it('date (a date-time string)', () => {
    const schema = z.object({ starts_at: z.string().datetime() });
    expect(errorsFor(schema, { starts_at: 'next tuesday-ish' })).toEqual({
      starts_at: ['The starts at field must be a valid date.'],
    });
  });

  it('regex', () => {
    const schema = z.object({ colour: z.string().regex(/^#[0-9a-f]{6}$/) });
    expect(errorsFor(schema, { colour: 'red' })).toEqual({
      colour: ['The colour field format is invalid.'],
    });
  });
});

describe('in: enums, literal lists and a list-or-id', () => {
  it('an enum', () => {
    const schema = z.object({ status: z.enum(['draft', 'published']) });
    expect(errorsFor(schema, { status: 'not-a-listed-value' })).toEqual({
      status: ['The selected status is invalid.'],
    });
  });

  it('a union of literals with null (nullable)', () => {
    const schema = z.object({
      currency: z.union([z.literal('GBP'), z.literal('EUR'), z.literal(null)]).optional(),
    });
    expect(errorsFor(schema, { currency: 'XYZ' })).toEqual({
      currency: ['The selected currency is invalid.'],
    });
    expect(schema.safeParse({ currency: null }).success).toBe(true);
  });

  it('an id or a listed word (`folder_id=abc` on listThreads)', () => {
    const schema = z.object({ folder_id: z.union([z.int().min(1), z.enum(['none'])]).optional() });
    expect(errorsFor(schema, { folder_id: 'abc' })).toEqual({
      folder_id: ['The selected folder id is invalid.'],
    });
  });
});

describe('size rules measure what Laravel measures', () => {
  it('min and max of a string count characters (code points)', () => {
    const schema = z.object({ password: z.string().min(8).max(12) });
    expect(errorsFor(schema, { password: 'short' })).toEqual({
      password: ['The password field must be at least 8 characters.'],
    });
    expect(errorsFor(schema, { password: 'much-too-long-here' })).toEqual({
      password: ['The password field must not be greater than 12 characters.'],
    });
  });

  it('min and max of a number compare its value', () => {
    const schema = z.object({ per_page: z.int().min(1).max(100) });
    expect(errorsFor(schema, { per_page: 0 })).toEqual({
      per_page: ['The per page field must be at least 1.'],
    });
    expect(errorsFor(schema, { per_page: 101 })).toEqual({
      per_page: ['The per page field must not be greater than 100.'],
    });
  });

  it('a non-numeric value of a numeric field is measured as a string (and passes short limits)', () => {
    const schema = z.object({ per_page: z.int().min(1).max(5) });
    expect(errorsFor(schema, { per_page: 'abcdefgh' })).toEqual({
      per_page: [
        'The per page field must be an integer.',
        'The per page field must not be greater than 5.',
      ],
    });
  });

  it('min and max of an array count its items', () => {
    const schema = z.object({ emails: z.array(z.email()).min(2).max(3) });
    expect(errorsFor(schema, { emails: ['a@b.co'] })).toEqual({
      emails: ['The emails field must have at least 2 items.'],
    });
    expect(errorsFor(schema, { emails: ['a@b.co', 'b@b.co', 'c@b.co', 'd@b.co'] })).toEqual({
      emails: ['The emails field must not have more than 3 items.'],
    });
  });

  it('max of a file weighs kilobytes (the upload rule of mocks/laravel/uploads.ts)', () => {
    const big = new File([new Uint8Array(20480 * 1024 + 1)], 'big.pdf', {
      type: 'application/pdf',
    });
    const refused = (() => {
      try {
        acceptUpload(big, ['pdf']);
      } catch (error) {
        return error as HttpError;
      }
      throw new Error('a file over 20480 KB was accepted');
    })();
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      file: ['The file field must not be greater than 20480 kilobytes.'],
    });
    expect(validationMessage('min', 'file', { min: 1 }, 'file')).toBe(
      'The file field must be at least 1 kilobytes.',
    );
  });

  it('size: a length fixed by equal minimum and maximum', () => {
    const schema = z.object({ code: z.string().length(6) });
    expect(errorsFor(schema, { code: '123' })).toEqual({
      code: ['The code field must be 6 characters.'],
    });
  });

  it('gt and lt for exclusive bounds', () => {
    const schema = z.object({ ratio: z.number().gt(0).lt(1) });
    expect(errorsFor(schema, { ratio: 0 })).toEqual({
      ratio: ['The ratio field must be greater than 0.'],
    });
    expect(errorsFor(schema, { ratio: 1 })).toEqual({
      ratio: ['The ratio field must be less than 1.'],
    });
  });

  it('between words both bounds', () => {
    expect(validationMessage('between', 'price', { min: 1, max: 9 }, 'numeric')).toBe(
      'The price field must be between 1 and 9.',
    );
    expect(validationMessage('between', 'name', { min: 2, max: 5 }, 'string')).toBe(
      'The name field must be between 2 and 5 characters.',
    );
  });

  it("an id's minimum 1 is `exists`: no record has id 0", () => {
    const schema = z.object({ agent_id: z.int().min(1), user_ids: z.array(z.int().min(1)) });
    expect(errorsFor(schema, { agent_id: 0, user_ids: [3, 0] })).toEqual({
      agent_id: ['The selected agent id is invalid.'],
      'user_ids.1': ['The selected user_ids.1 is invalid.'],
    });
  });
});

describe('attribute names as Laravel forms them', () => {
  it('snake case with spaces for a plain or nested field, the raw name for an array item', () => {
    expect(displayableAttribute(['per_page'])).toBe('per page');
    expect(displayableAttribute(['folderId'])).toBe('folder id');
    expect(displayableAttribute(['pricing', 'unit_price'])).toBe('pricing.unit price');
    expect(displayableAttribute(['files[]', 0])).toBe('files.0');
    expect(displayableAttribute(['user_ids', 2])).toBe('user_ids.2');
  });

  it('is Str::snake', () => {
    expect(snake('perPage')).toBe('per_page');
    expect(snake('per_page')).toBe('per_page');
    expect(snake('HTMLParser')).toBe('h_t_m_l_parser');
    expect(snake('name')).toBe('name');
  });

  it('names array items in the errors by their index', () => {
    const schema = z.object({ 'files[]': z.array(z.instanceof(Blob)) });
    expect(errorsFor(schema, { 'files[]': [new Blob(['a']), 'x'] })).toEqual({
      'files.1': ['The files.1 field must be a file.'],
    });
  });
});

describe('lines the handlers use for rules the schemas cannot state', () => {
  it('unique, exists, confirmed, mimes, uploaded, distinct, required_if, prohibited_if', () => {
    expect(validationMessage('unique', 'email')).toBe('The email has already been taken.');
    expect(validationMessage('exists', 'position id')).toBe('The selected position id is invalid.');
    expect(validationMessage('confirmed', 'password')).toBe(
      'The password field confirmation does not match.',
    );
    expect(validationMessage('mimes', 'file', { values: 'pdf, docx' })).toBe(
      'The file field must be a file of type: pdf, docx.',
    );
    expect(validationMessage('uploaded', 'file')).toBe('The file failed to upload.');
    expect(validationMessage('distinct', 'tools.1')).toBe(
      'The tools.1 field has a duplicate value.',
    );
    expect(validationMessage('required_if', 'price', { other: 'pricing', value: 'paid' })).toBe(
      'The price field is required when pricing is paid.',
    );
    expect(validationMessage('prohibited_if', 'price', { other: 'pricing', value: 'free' })).toBe(
      'The price field is prohibited when pricing is free.',
    );
  });
});

describe('keys named like built-in members are only keys', () => {
  it('never reads an inherited member as a value', () => {
    const schema = z.object({ name: z.string().min(1) });
    const input = JSON.parse('{"__proto__": {"name": "inherited"}, "constructor": "x"}') as Record<
      string,
      unknown
    >;
    expect(errorsFor(schema, input)).toEqual({ name: ['The name field is required.'] });
  });
});

describe('distinct: the `uniqueItems` arrays zod cannot check', () => {
  it('fails every copy under its own key, comparing loosely as PHP does', () => {
    expect(distinctErrors({ file_ids: [3, 4, '3', 5, 4.0] }, ['file_ids'])).toEqual({
      'file_ids.0': ['The file_ids.0 field has a duplicate value.'],
      'file_ids.1': ['The file_ids.1 field has a duplicate value.'],
      'file_ids.2': ['The file_ids.2 field has a duplicate value.'],
      'file_ids.4': ['The file_ids.4 field has a duplicate value.'],
    });
  });

  it('says nothing of distinct items, a missing key or a value that is not an array', () => {
    for (const input of [{ tools: ['web', 'mail'] }, {}, { tools: 'web' }, { tools: null }])
      expect(distinctErrors(input, ['tools'])).toEqual({});
    expect(distinctErrors({ tools: ['web', 'web'] }, undefined)).toEqual({});
  });

  it('reaches arrays inside items (`rows.*.tags`) and a multipart `name[]`', () => {
    expect(
      distinctErrors({ rows: [{ tags: ['a'] }, { tags: ['b', 'b'] }] }, ['rows.*.tags']),
    ).toEqual({
      'rows.1.tags.0': ['The rows.1.tags.0 field has a duplicate value.'],
      'rows.1.tags.1': ['The rows.1.tags.1 field has a duplicate value.'],
    });
    expect(Object.keys(distinctErrors({ 'users[]': ['1', '1'] }, ['users']))).toEqual([
      'users.0',
      'users.1',
    ]);
  });
});
