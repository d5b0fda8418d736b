/**
 * A tool function's form values turned into its `arguments`, by the parameters the integration
 * declares (openapi ToolFunctionParameter): empty optional fields are left out, integers and dates
 * are sent in the types the function takes, and what is wrong is said per field in people's words.
 */
import type { ToolFunctionParameter } from '@/generated/model';

export type FieldValues = Record<string, string>;

export type Built = { arguments: Record<string, unknown> } | { errors: Record<string, string> };

export function buildArguments(
  parameters: readonly ToolFunctionParameter[],
  values: FieldValues,
): Built {
  const out: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const parameter of parameters) {
    const raw = (values[parameter.name] ?? '').trim();
    if (raw === '') {
      if (parameter.required) errors[parameter.name] = `${parameter.label} is required.`;
      continue;
    }
    switch (parameter.type) {
      case 'integer': {
        const value = Number(raw);
        const { minimum, maximum } = parameter;
        if (!Number.isInteger(value))
          errors[parameter.name] = `${parameter.label} must be a whole number.`;
        else if ((minimum != null && value < minimum) || (maximum != null && value > maximum))
          errors[parameter.name] =
            `${parameter.label} must be between ${minimum ?? '…'} and ${maximum ?? '…'}.`;
        else out[parameter.name] = value;
        break;
      }
      case 'date-time': {
        // A datetime-local value is the user's local time.
        const time = Date.parse(raw);
        if (Number.isNaN(time))
          errors[parameter.name] = `${parameter.label} must be a date and time.`;
        else out[parameter.name] = new Date(time).toISOString();
        break;
      }
      default:
        out[parameter.name] = raw;
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { arguments: out };
}

/**
 * A provider's refusal of one argument ("The time_min argument must be a valid date.") put on its
 * field, worded with the field's label; null when it names no declared parameter.
 */
export function refusalOnField(
  parameters: readonly ToolFunctionParameter[],
  message: string,
): { field: string; message: string } | null {
  const parameter = parameters.find((p) => message.includes(`${p.name} argument`));
  if (!parameter) return null;
  return {
    field: parameter.name,
    message: message.replace(`The ${parameter.name} argument`, parameter.label),
  };
}
