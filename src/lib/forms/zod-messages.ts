/**
 * Friendly messages for the generated zod schemas' checks (zod's own defaults read like
 * "Too small: expected string to have >=1 characters"). Passed to zodResolver as the parse
 * options' `error` map.
 */
interface Issue {
  code: string;
  message?: string;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  origin?: unknown;
  format?: unknown;
  expected?: unknown;
  values?: unknown;
}

export function friendlyZodError(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return 'This field is required.';
      return 'This value is not valid.';
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'This field is required.'
          : `Use at least ${String(issue.minimum)} characters.`;
      }
      return undefined;
    case 'too_big':
      if (issue.origin === 'string') return `Use at most ${String(issue.maximum)} characters.`;
      return undefined;
    case 'invalid_format':
      if (issue.format === 'email') {
        return issue.input === '' ? 'This field is required.' : 'Enter a valid email address.';
      }
      if (issue.format === 'regex') return 'This value has the wrong format.';
      return 'This value has the wrong format.';
    case 'invalid_value':
      if (Array.isArray(issue.values) && issue.values.length === 1 && issue.values[0] === true) {
        return 'Please accept to continue.';
      }
      return 'Choose one of the offered values.';
    default:
      return undefined;
  }
}

export const zodOptions = { error: friendlyZodError } as const;
