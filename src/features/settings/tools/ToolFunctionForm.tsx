import { useId, useState, type FormEvent } from 'react';
import { useCallToolFunction } from '@/generated/api/tools/tools';
import type { Tool, ToolFunction, ToolFunctionParameter } from '@/generated/model';
import { useKeptText } from '@/lib/forms/kept-text';
import { isApiError } from '@/lib/http/api-error';
import { buildArguments, refusalOnField, type FieldValues } from './function-arguments';

const INPUT_TYPE: Record<ToolFunctionParameter['type'], string> = {
  string: 'text',
  text: 'text',
  email: 'email',
  integer: 'number',
  'date-time': 'datetime-local',
};

/**
 * Try one of a connected tool's functions (`POST /api/tools/{tool}/{function}`) through a form
 * built from what the integration declares: the function by its title, each parameter a labelled
 * field. A refusal because the grant was revoked is reported to the card (`onRevoked`). The chosen
 * function and what is typed are kept for the tab until tried (useKeptText): closing the form or
 * leaving Settings loses nothing.
 */
export function ToolFunctionForm({
  tool,
  onRevoked,
}: {
  tool: Tool;
  onRevoked: (message: string) => void;
}) {
  const id = useId();
  const first = tool.function_definitions[0]?.name ?? '';
  const kept = useKeptText(`tool-try:${tool.slug}`);
  const { name = first, values } = readTry(kept.text);
  const keep = (next: TryDraft) =>
    kept.setText(
      next.name === first && Object.keys(next.values).length === 0 ? '' : JSON.stringify(next),
    );
  // A kept choice the tool no longer declares falls back to its first function.
  const fn = tool.function_definitions.find((f) => f.name === name) ?? tool.function_definitions[0];
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const call = useCallToolFunction();

  if (!fn) return <p className="muted small">This tool has no functions to try.</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const built = buildArguments(fn.parameters, values);
    if ('errors' in built) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    try {
      await call.mutateAsync({
        tool: tool.slug,
        _function: fn.name,
        data: { arguments: built.arguments },
      });
      kept.forget();
    } catch (error) {
      const refused = isApiError(error) ? error.errors.arguments?.[0] : undefined;
      const onField = refused ? refusalOnField(fn.parameters, refused) : null;
      if (onField) setErrors({ [onField.field]: onField.message });
      else if (refused) setFailure(refused);
      else if (isApiError(error) && error.errors.tool?.[0]) onRevoked(error.errors.tool[0]);
      else setFailure(error instanceof Error ? error.message : 'Request failed');
    }
  };

  return (
    <form
      className="tool-function-form"
      onSubmit={(event) => void submit(event)}
      aria-label={`Try ${tool.name}`}
      noValidate
    >
      <div className="field">
        <label htmlFor={`${id}-fn`}>What to try</label>
        <select
          id={`${id}-fn`}
          value={fn.name}
          onChange={(event) => {
            keep({ name: event.target.value, values: {} });
            setErrors({});
            setFailure(null);
            call.reset();
          }}
        >
          {tool.function_definitions.map((f) => (
            <option key={f.name} value={f.name}>
              {f.title}
            </option>
          ))}
        </select>
        {fn.description ? <p className="field-hint">{fn.description}</p> : null}
      </div>
      {fn.parameters.map((parameter) => (
        <ParameterField
          key={`${fn.name}.${parameter.name}`}
          id={`${id}-${parameter.name}`}
          parameter={parameter}
          value={values[parameter.name] ?? ''}
          error={errors[parameter.name]}
          onChange={(value) => keep({ name, values: { ...values, [parameter.name]: value } })}
        />
      ))}
      <div className="form-actions">
        <button
          type="submit"
          className="button"
          disabled={call.isPending}
          aria-busy={call.isPending || undefined}
        >
          {call.isPending ? 'Trying…' : 'Try it'}
        </button>
      </div>
      {failure ? (
        <div className="alert alert-error" role="alert">
          {failure}
        </div>
      ) : null}
      {call.isSuccess ? <Result fn={fn} result={call.data.data.result} /> : null}
    </form>
  );
}

interface TryDraft {
  name?: string;
  values: FieldValues;
}

/** The kept draft; anything unreadable (another version's shape) starts blank. */
function readTry(text: string): TryDraft {
  try {
    const draft = JSON.parse(text) as Partial<TryDraft> | null;
    const values = draft?.values;
    if (typeof values !== 'object' || values === null || Array.isArray(values))
      return { values: {} };
    const strings = Object.entries(values).filter(([, v]) => typeof v === 'string');
    return {
      name: typeof draft?.name === 'string' ? draft.name : undefined,
      values: Object.fromEntries(strings) as FieldValues,
    };
  } catch {
    return { values: {} };
  }
}

function ParameterField({
  id,
  parameter,
  value,
  error,
  onChange,
}: {
  id: string;
  parameter: ToolFunctionParameter;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const described = [parameter.description ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-required': parameter.required || undefined,
    'aria-describedby': described || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>
        {parameter.label}
        {parameter.required ? null : <span className="muted"> (optional)</span>}
      </label>
      {parameter.type === 'text' ? (
        <textarea rows={3} {...common} />
      ) : (
        <input
          type={INPUT_TYPE[parameter.type]}
          min={parameter.minimum ?? undefined}
          max={parameter.maximum ?? undefined}
          step={parameter.type === 'integer' ? 1 : undefined}
          {...common}
        />
      )}
      {parameter.description ? (
        <p id={`${id}-hint`} className="field-hint">
          {parameter.description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What the function returned: how many items it found, and the answer itself to look through. */
function Result({ fn, result }: { fn: ToolFunction; result: unknown }) {
  const lists =
    typeof result === 'object' && result !== null
      ? Object.entries(result).filter((entry): entry is [string, unknown[]] =>
          Array.isArray(entry[1]),
        )
      : [];
  return (
    <div className="tool-result" role="status">
      <p className="small">
        <strong>{fn.title}</strong> worked
        {lists.length > 0
          ? `: ${lists.map(([key, items]) => `${items.length} ${key.replace(/_/g, ' ')}`).join(', ')}`
          : ''}
        .
      </p>
      <pre tabIndex={0} aria-label={`Result of ${fn.title}`}>
        {JSON.stringify(result, null, 2)}
      </pre>
    </div>
  );
}
