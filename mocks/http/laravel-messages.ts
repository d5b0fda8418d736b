import type { z } from 'zod';
import type { FieldErrors } from './errors';

/**
 * Turns zod issues into Laravel's validation messages ("The email field is required."), keyed by
 * the field in dot notation ("files.0"), so the mock's 422s read exactly like the backend's.
 */
export function laravelErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    // Laravel names array fields without the form's brackets: `files[]` fails as `files`, `files.0`.
    const field = issue.path.map((part) => String(part).replace(/\[\]$/, '')).join('.') || 'body';
    (errors[field] ??= []).push(messageFor(issue, field));
  }
  return errors;
}

function label(field: string): string {
  return field.replace(/\[\]$/, '').replace(/_/g, ' ').replace(/\./g, '.');
}

function messageFor(issue: z.core.$ZodIssue, field: string): string {
  const name = label(field);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `The ${name} field is required.`;
      return `The ${name} field must be ${article(issue.expected)}.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `The ${name} field is required.`
          : `The ${name} field must be at least ${issue.minimum} characters.`;
      }
      if (issue.origin === 'array') return `The ${name} field must have at least ${issue.minimum} items.`;
      return `The ${name} field must be at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `The ${name} field must not be greater than ${issue.maximum} characters.`;
      if (issue.origin === 'array') return `The ${name} field must not have more than ${issue.maximum} items.`;
      if (issue.origin === 'file') return `The ${name} field must not be greater than ${Math.round(Number(issue.maximum) / 1024)} kilobytes.`;
      return `The ${name} field must not be greater than ${issue.maximum}.`;
    case 'invalid_format':
      if (issue.format === 'email') return `The ${name} field must be a valid email address.`;
      if (issue.format === 'url') return `The ${name} field must be a valid URL.`;
      return `The ${name} field format is invalid.`;
    case 'invalid_value':
      if (issue.values.length === 1 && issue.values[0] === true) return `The ${name} field must be accepted.`;
      return `The selected ${name} is invalid.`;
    case 'unrecognized_keys':
      return `The ${issue.keys.join(', ')} field${issue.keys.length > 1 ? 's are' : ' is'} not allowed.`;
    case 'invalid_union':
      return `The ${name} field is invalid.`;
    default:
      return issue.message || `The ${name} field is invalid.`;
  }
}

function article(expected: string): string {
  const map: Record<string, string> = {
    string: 'a string',
    number: 'a number',
    int: 'an integer',
    boolean: 'true or false',
    array: 'an array',
    object: 'an object',
    file: 'a file',
  };
  return map[expected] ?? `of type ${expected}`;
}
