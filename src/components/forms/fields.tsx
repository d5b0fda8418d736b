import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

type FormLike<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState'>;

interface FieldBaseProps<T extends FieldValues> {
  form: FormLike<T>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
}

function errorOf<T extends FieldValues>(form: FormLike<T>, name: Path<T>): string | undefined {
  const error = get(form.formState.errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** What every field shares: its error, the control's id and aria wiring, and the hint and error notes. */
function useField<T extends FieldValues>(form: FormLike<T>, name: Path<T>, hint: ReactNode) {
  const id = `${useId()}-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = errorOf(form, name);
  const control = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined,
  };
  const notes = (
    <>
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
    </>
  );
  return { error, control, notes };
}

/** A labelled input with its hint and its error (client or server), wired for assistive tech. */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  ...input
}: FieldBaseProps<T> & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'>) {
  const { error, control, notes } = useField(form, name, hint);
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={control.id}>{label}</label>
      <input {...control} {...input} {...form.register(name)} />
      {notes}
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
  const { error, control, notes } = useField(form, name, hint);
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={control.id}>{label}</label>
      <textarea {...control} rows={rows} {...form.register(name)} />
      {notes}
    </div>
  );
}

export function CheckboxField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
}: FieldBaseProps<T>) {
  const { error, control, notes } = useField(form, name, hint);
  return (
    <div className={`field field-checkbox${error ? ' field-invalid' : ''}`}>
      <input {...control} type="checkbox" {...form.register(name)} />
      <label htmlFor={control.id}>{label}</label>
      {notes}
    </div>
  );
}

/** A message about the whole form (a failure without field errors, or a success). */
export function FormAlert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export function SubmitButton({
  pending,
  children,
  pendingLabel,
}: {
  pending: boolean;
  children: ReactNode;
  pendingLabel?: string;
}) {
  return (
    <button
      type="submit"
      className="button button-block"
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? (pendingLabel ?? 'Please wait…') : children}
    </button>
  );
}
