import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

type FormLike<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState'>;

interface FieldBaseProps<T extends FieldValues> {
  form: FormLike<T>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
}

function useFieldIds(name: string) {
  const base = useId();
  const id = `${base}-${name}`;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

function errorOf<T extends FieldValues>(form: FormLike<T>, name: Path<T>): string | undefined {
  const error = get(form.formState.errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** A labelled input with its hint and its error (client or server), wired for assistive tech. */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  ...input
}: FieldBaseProps<T> & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'>) {
  const { id, hintId, errorId } = useFieldIds(name);
  const error = errorOf(form, name);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
        {...form.register(name)}
      />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextAreaField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  rows = 4,
}: FieldBaseProps<T> & { rows?: number }) {
  const { id, hintId, errorId } = useFieldIds(name);
  const error = errorOf(form, name);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={rows} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...form.register(name)} />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CheckboxField<T extends FieldValues>({ form, name, label, hint }: FieldBaseProps<T>) {
  const { id, hintId, errorId } = useFieldIds(name);
  const error = errorOf(form, name);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field field-checkbox${error ? ' field-invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...form.register(name)}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message about the whole form (a failure without field errors, or a success). */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  if (!children) return null;
  return (
    <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export function SubmitButton({ pending, children, pendingLabel }: { pending: boolean; children: ReactNode; pendingLabel?: string }) {
  return (
    <button type="submit" className="button button-block" disabled={pending} aria-busy={pending || undefined}>
      {pending ? (pendingLabel ?? 'Please wait…') : children}
    </button>
  );
}
