import { useId, useState, type FormEvent } from 'react';
import { useCallToolFunction } from '@/generated/api/tools/tools';
import type { Tool } from '@/generated/model';
import { isApiError } from '@/lib/http/api-error';

/** The arguments as the user typed them: a JSON object, or a message saying what is wrong. */
export function parseArguments(text: string): { value: Record<string, unknown> } | { error: string } {
  if (text.trim() === '') return { value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'The arguments must be valid JSON, for example {"max_results": 5}.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { error: 'The arguments must be a JSON object, for example {"max_results": 5}.' };
  }
  return { value: value as Record<string, unknown> };
}

/**
 * Try one of a connected tool's functions (`POST /api/tools/{tool}/{function}`) and see what it
 * returns. A refusal because the grant was revoked is reported to the card (`onRevoked`).
 */
export function ToolFunctionForm({ tool, onRevoked }: { tool: Tool; onRevoked: (message: string) => void }) {
  const id = useId();
  const [fn, setFn] = useState(tool.functions[0] ?? '');
  const [args, setArgs] = useState('{}');
  const [argsError, setArgsError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const call = useCallToolFunction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = parseArguments(args);
    if ('error' in parsed) {
      setArgsError(parsed.error);
      return;
    }
    setArgsError(null);
    try {
      await call.mutateAsync({ tool: tool.slug, _function: fn, data: { arguments: parsed.value } });
    } catch (error) {
      if (isApiError(error) && error.errors.arguments?.[0]) setArgsError(error.errors.arguments[0]);
      else if (isApiError(error) && error.errors.tool?.[0]) onRevoked(error.errors.tool[0]);
      else setFailure(error instanceof Error ? error.message : 'Request failed');
    }
  };

  if (tool.functions.length === 0) return <p className="muted small">This tool has no functions to try.</p>;
  return (
    <form className="tool-function-form" onSubmit={(event) => void submit(event)} aria-label={`Try a ${tool.name} function`} noValidate>
      <div className="field">
        <label htmlFor={`${id}-fn`}>Function</label>
        <select
          id={`${id}-fn`}
          value={fn}
          onChange={(event) => {
            setFn(event.target.value);
            call.reset();
          }}
        >
          {tool.functions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className={`field${argsError ? ' field-invalid' : ''}`}>
        <label htmlFor={`${id}-args`}>Arguments (JSON)</label>
        <textarea
          id={`${id}-args`}
          rows={3}
          spellCheck={false}
          className="mono"
          value={args}
          aria-invalid={argsError ? true : undefined}
          aria-describedby={`${id}-args-hint${argsError ? ` ${id}-args-error` : ''}`}
          onChange={(event) => setArgs(event.target.value)}
        />
        <p id={`${id}-args-hint`} className="field-hint">
          Passed to {tool.name} as they are; {'{}'} for none.
        </p>
        {argsError ? (
          <p id={`${id}-args-error`} className="field-error">
            {argsError}
          </p>
        ) : null}
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={call.isPending} aria-busy={call.isPending || undefined}>
          {call.isPending ? 'Running…' : 'Run function'}
        </button>
      </div>
      {failure ? (
        <div className="alert alert-error" role="alert">
          {failure}
        </div>
      ) : null}
      {call.isSuccess ? (
        <div className="tool-result" role="status">
          <p className="small">
            <strong>{fn}</strong> returned:
          </p>
          <pre tabIndex={0} aria-label={`Result of ${fn}`}>
            {JSON.stringify(call.data.data.result, null, 2)}
          </pre>
        </div>
      ) : null}
    </form>
  );
}
