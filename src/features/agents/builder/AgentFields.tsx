/**
 * The agent form's fields: what the agent is, how it answers (model, instructions, tools), its
 * price, and, for a new agent, the council it is made for. Choices come from the dictionaries; each
 * field shows its own error (the contract's schema, or the server's 422).
 */
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { categoriesQuery, modelsQuery, toolsQuery } from '@/lib/query/dictionary-queries';
import { useUserProfile } from '@/lib/session/auth-context';
import { TextAreaField, TextField } from '@/components/forms/fields';
import { CURRENCIES, type AgentFormValues, type AgentRequest } from './agent-form';

type AgentForm = UseFormReturn<AgentFormValues, unknown, AgentRequest>;

export function AgentFields({ form, isNew }: { form: AgentForm; isNew: boolean }) {
  const profile = useUserProfile();
  const categories = useQuery(categoriesQuery());
  const models = useQuery(modelsQuery());
  const tools = useQuery(toolsQuery());
  const { register, formState } = form;
  const pricing = useWatch({ control: form.control, name: 'pricing' });
  const buildingCouncils = (profile?.councils ?? []).filter(
    (c) => c.role === 'admin' || c.role === 'manager',
  );
  return (
    <>
      <TextField form={form} name="name" label="Name" maxLength={100} autoComplete="off" />
      <TextAreaField
        form={form}
        name="description"
        label="Description"
        hint="Shown on the store card: one or two sentences."
        rows={3}
      />
      <div className="form-row">
        <SelectField form={form} name="category_id" label="Category" hint="Required to publish.">
          <option value="">No category yet</option>
          {categories.data?.data.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField form={form} name="model_id" label="Model">
          <option value="">Platform default</option>
          {models.data?.data.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name} ({m.provider_name})
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        form={form}
        name="instructions"
        label="Instructions"
        hint="The system prompt the agent follows (Markdown)."
        rows={6}
      />
      <fieldset className="tool-choices">
        <legend>Tools it may use</legend>
        {tools.isPending && <span className="muted small">Loading tools…</span>}
        {tools.data?.data.map((tool) => (
          <label key={tool.slug} className="choice">
            <input type="checkbox" value={tool.slug} {...register('tools')} />
            <span>{tool.name}</span>
          </label>
        ))}
        {formState.errors.tools?.message && (
          <p className="field-error">{formState.errors.tools.message}</p>
        )}
      </fieldset>
      <div className="form-row">
        <SelectField form={form} name="pricing" label="Pricing">
          <option value="free">Free</option>
          <option value="paid">Paid</option>
        </SelectField>
        {pricing === 'paid' && (
          <>
            <TextField
              form={form}
              name="price"
              label="Price"
              inputMode="decimal"
              placeholder="19.99"
            />
            <SelectField form={form} name="currency" label="Currency">
              <option value="">Choose…</option>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
          </>
        )}
      </div>
      {isNew && buildingCouncils.length > 0 && (
        <SelectField
          form={form}
          name="council_id"
          label="Created for"
          hint="A council agent can be given to the council's members."
        >
          <option value="">Myself</option>
          {buildingCouncils.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      )}
    </>
  );
}

function SelectField({
  form,
  name,
  label,
  hint,
  children,
}: {
  form: AgentForm;
  name: 'category_id' | 'model_id' | 'pricing' | 'currency' | 'council_id';
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  const id = `${useId()}-${name}`;
  const error = form.formState.errors[name]?.message;
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...form.register(name)}
      >
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
