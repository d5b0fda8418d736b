/**
 * The request data comes from the contract: every generated valid body validates against its
 * request schema (Ajv, 2020-12), and every invalid body breaks it without adding an unknown key.
 */
import { describe, expect, it } from 'vitest';
import { loadContract, pointerEscape } from '../contract/contract';
import { SchemaValidator } from '../contract/validator';
import { negativeCases, seededRandom } from '../data/negative';
import { DataFactory } from '../data/positive';
import { validateEvents } from '../checks/realtime';
import { Run } from '../engine/run-state';

const contract = loadContract();
const validator = new SchemaValidator(contract.document);
const data = new DataFactory(contract.document, 42);
const jsonOps = contract.operations.filter((op) => op.body === 'json');
const schemaPointer = (pointer: string) =>
  `${pointer}/requestBody/content/${pointerEscape('application/json')}/schema`;

describe('request data from the contract', () => {
  it('builds a valid body for every JSON operation from its example and schema', () => {
    const invalid = jsonOps.flatMap((op) => {
      const body = data.body(op);
      const result = validator.validate(schemaPointer(op.pointer), body);
      return result.valid ? [] : [`${op.operationId}: ${result.errors.join('; ')}`];
    });
    expect(invalid).toEqual([]);
  });

  it('breaks each body in a way the schema refuses, naming the field, never with an unknown key', () => {
    for (const op of jsonOps) {
      const schema = data.requestSchema(op)!;
      const valid = data.body(op)!;
      const known = new Set(Object.keys((schema.properties ?? {}) as object));
      for (const negative of negativeCases(schema, valid)) {
        expect(
          Object.keys(negative.body).every((key) => known.has(key)),
          `${op.operationId} ${negative.description}`,
        ).toBe(true);
        expect(known.has(negative.field)).toBe(true);
        // A rule the contract states beside the schema (x-confirms) refuses what the schema accepts.
        if (negative.beyondSchema) continue;
        expect(
          validator.validate(schemaPointer(op.pointer), negative.body).valid,
          `${op.operationId} ${negative.description}`,
        ).toBe(false);
      }
    }
  });

  it("judges a confirmation (x-confirms) as Laravel's confirmed rule: only a mismatch, named on the base field", () => {
    const register = contract.byId.get('register')!;
    const profile = contract.byId.get('updateProfile')!;
    const body = data.body(register)!;
    expect(body.password_confirmation).toBe(body.password);
    const cases = negativeCases(data.requestSchema(register)!, body);
    const confirming = cases.filter(
      (c) => c.body.password === body.password && c.body.password_confirmation !== body.password,
    );
    expect(confirming.map((c) => [c.field, c.constraint])).toEqual([['password', 'confirmed']]);
    expect(cases.some((c) => c.field === 'password_confirmation')).toBe(false);
    // Without `password` in the body, the confirmation has no rule: no case at all.
    const profileCases = negativeCases(data.requestSchema(profile)!, { name: 'Ada' });
    expect(profileCases.filter((c) => 'password_confirmation' in c.body)).toEqual([]);
  });

  it('breaks every constraint of every field at least once per operation, the same for the same seed', () => {
    const KEYWORDS = [
      'enum',
      'format',
      'minLength',
      'maxLength',
      'minimum',
      'maximum',
      'pattern',
      'minItems',
      'maxItems',
      'uniqueItems',
    ];
    const missed: string[] = [];
    for (const op of jsonOps) {
      const schema = data.requestSchema(op)!;
      const valid = data.body(op)!;
      const cases = negativeCases(schema, valid, seededRandom(7));
      const tried = new Set(cases.map((c) => `${c.field} ${c.constraint}`));
      const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      // A confirmation (x-confirms) has no rule of its own: only its mismatch, on the base field.
      const confirmations = Object.keys(properties).filter((f) => properties[f]!['x-confirms']);
      for (const field of confirmations) {
        const base = String(properties[field]!['x-confirms']);
        if (base in valid && !tried.has(`${base} confirmed`))
          missed.push(`${op.operationId} ${base} confirmed`);
      }
      for (const field of (schema.required ?? []) as string[])
        if (!confirmations.includes(field) && !tried.has(`${field} required`))
          missed.push(`${op.operationId} ${field} required`);
      for (const [field, property] of Object.entries(properties)) {
        if (property.format === 'binary' || confirmations.includes(field)) continue;
        if (
          property.type !== undefined &&
          !tried.has(`${field} type`) &&
          property.type !== 'object'
        )
          missed.push(`${op.operationId} ${field} type`);
        for (const keyword of KEYWORDS) {
          if (property[keyword] === undefined || property[keyword] === false) continue;
          // Formats Laravel has no rule for, minLength 1 on a nullable field (Laravel reads "" as null).
          if (
            keyword === 'format' &&
            !['email', 'date-time', 'date', 'uri', 'url', 'uuid'].includes(String(property.format))
          )
            continue;
          if (
            keyword === 'minLength' &&
            property.minLength === 1 &&
            [property.type].flat().includes('null')
          )
            continue;
          if (keyword === 'minLength' && property.minLength === 0) continue;
          if (!tried.has(`${field} ${keyword}`))
            missed.push(`${op.operationId} ${field} ${keyword}`);
        }
        if (
          (property.items as { type?: unknown } | undefined)?.type &&
          !tried.has(`${field} items`)
        )
          missed.push(`${op.operationId} ${field} items`);
      }
      expect(negativeCases(schema, valid, seededRandom(7))).toEqual(cases);
    }
    expect(missed).toEqual([]);
  });

  it('judges a response by the documented schema, additionalProperties and formats included', () => {
    const pointer = '#/components/schemas/Folder';
    const folder = {
      id: 1,
      name: 'Planning',
      threads_count: 0,
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
    };
    expect(validator.validate(pointer, folder).valid).toBe(true);
    expect(validator.validate(pointer, { ...folder, created_at: 'yesterday' }).errors).toEqual([
      '/created_at: must match format "date-time"',
    ]);
    expect(validator.validate(pointer, { ...folder, id: '1' }).valid).toBe(false);
  });
});

describe('broadcast events', () => {
  const run = new Run(contract, validator, {
    baseUrl: 'http://127.0.0.1:1',
    origin: 'http://127.0.0.1:1',
    user: 'a@example.com',
    password: 'x',
    secondUser: 'b@example.com',
    secondPassword: 'x',
    reportDir: '/tmp',
    readOnly: false,
    only: null,
    realtime: true,
    reverbKey: 'k',
    reverbUrl: null,
    budgetMs: null,
    timeoutMs: 1000,
    quiet: true,
    seed: 1,
    sensitiveKeys: ['password'],
  });

  it('are judged against the payload schemas of asyncapi.yaml', () => {
    validateEvents(run, [
      { event: 'message.delta', data: { thread_id: 1, message_id: 2, index: 0, delta: 'Hello' } },
      { event: 'message.delta', data: { thread_id: 1, message_id: 2, delta: 'no index' } },
      { event: 'message.exploded', data: {} },
    ]);
    const result = run.results
      .forOperation('sendThreadMessage')
      .find((r) => r.check === 'realtime-events')!;
    expect(result.outcome).toBe('failed');
    expect(result.findings.map((f) => `${f.outcome}: ${f.message}`)).toEqual([
      'passed: message.delta matches MessageDeltaEvent',
      'failed: message.delta payload does not match MessageDeltaEvent: (the body): missing required property "index"',
      'failed: event "message.exploded" is not in asyncapi.yaml',
    ]);
  });
});
