/**
 * The request data comes from the contract: every generated valid body validates against its
 * request schema (Ajv, 2020-12), and every invalid body breaks it without adding an unknown key.
 */
import { describe, expect, it } from 'vitest';
import { loadContract, pointerEscape } from '../contract/contract';
import { SchemaValidator } from '../contract/validator';
import { negativeCases } from '../data/negative';
import { DataFactory } from '../data/positive';

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
        expect(
          validator.validate(schemaPointer(op.pointer), negative.body).valid,
          `${op.operationId} ${negative.description}`,
        ).toBe(false);
      }
    }
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
