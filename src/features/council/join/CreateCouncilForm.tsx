import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useAuthStore } from '@/lib/session/auth-context';
import { FormAlert, TextAreaField, TextField } from '@/components/forms/fields';
import { useFormDraft } from '@/lib/forms/form-draft';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodOptions } from '@/lib/forms/zod-messages';
import { useCreateCouncil } from '@/generated/api/councils/councils';
import { CreateCouncilBody } from '@/generated/zod/councils/councils';
import { isApiError } from '@/lib/http/api-error';
import { useState } from 'react';

type Values = z.input<typeof CreateCouncilBody>;
const FIELDS = ['name', 'description', 'slug'] as const;

/** Creates a council; the creator becomes its administrator and it becomes their current council. */
export function CreateCouncilForm() {
  const auth = useAuthStore();
  const create = useCreateCouncil();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof CreateCouncilBody>>({
    resolver: zodResolver(CreateCouncilBody, zodOptions),
    defaultValues: { name: '', description: '' },
  });
  const draft = useFormDraft(form, 'create-council', ['name', 'description']);
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { data } = await create.mutateAsync({
        data: { name: values.name.trim(), description: values.description?.trim() || null },
      });
      draft.clear();
      toast.success(`${data.name} is created. You are its administrator.`);
      await auth.initProfile();
    } catch (error) {
      const left = isApiError(error) ? applyServerErrors(form.setError, error.errors, FIELDS) : [];
      if (!isApiError(error) || Object.keys(error.errors).length === 0)
        setProblem(error instanceof Error ? error.message : 'Request failed');
      else if (left.length > 0) setProblem(left.join(' '));
    }
  });
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Create a council"
    >
      <FormAlert>{problem}</FormAlert>
      <TextField form={form} name="name" label="Council name" autoComplete="organization" />
      <TextAreaField form={form} name="description" label="Description (optional)" rows={2} />
      <div>
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create council'}
        </button>
      </div>
    </form>
  );
}
