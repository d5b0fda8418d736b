import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFormDraft } from '@/lib/forms/form-draft';
import { startSave } from '@/lib/forms/reset-after-save';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormAlert, TextAreaField, TextField } from '@/components/forms/fields';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodOptions } from '@/lib/forms/zod-messages';
import { errorText } from '@/lib/errors';
import type { Council } from '@/generated/model';
import { UpdateCouncilBody } from '@/generated/zod/councils/councils';
import { isApiError } from '@/lib/http/api-error';
import { useSaveCouncil } from './use-save-council';

const Schema = UpdateCouncilBody.pick({ name: true, description: true, slug: true }).required({
  name: true,
  slug: true,
});
type Values = z.input<typeof Schema>;
const FIELDS = ['name', 'description', 'slug'] as const;

/** The council's name, description and slug; the server's 422 (a taken slug) lands on its field. */
export function CouncilProfileForm({ council }: { council: Council }) {
  const { save, pending } = useSaveCouncil(council.id);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof Schema>>({
    resolver: zodResolver(Schema, zodOptions),
    values: { name: council.name, description: council.description ?? '', slug: council.slug },
    resetOptions: { keepDirtyValues: true },
  });
  useFormDraft(form, `council-profile:${council.id}`, FIELDS);
  const submit = form.handleSubmit(async (values) => {
    const saving = startSave(form);
    setProblem(null);
    try {
      const saved = await save({
        name: values.name.trim(),
        description: values.description?.trim() || null,
        slug: values.slug,
      });
      saving.reset({ name: saved.name, description: saved.description ?? '', slug: saved.slug });
      toast.success('The council profile is saved.');
    } catch (error) {
      const left = isApiError(error) ? applyServerErrors(form.setError, error.errors, FIELDS) : [];
      if (!isApiError(error) || Object.keys(error.errors).length === 0)
        setProblem(errorText(error, { operation: 'updateCouncil' }));
      else if (left.length > 0) setProblem(left.join(' '));
    }
  });
  return (
    <form
      className="form card-panel"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="profile-form-title"
    >
      <h3 id="profile-form-title">Profile</h3>
      <FormAlert>{problem}</FormAlert>
      <TextField form={form} name="name" label="Name" autoComplete="organization" />
      <TextAreaField form={form} name="description" label="Description" rows={3} />
      <TextField
        form={form}
        name="slug"
        label="Web address name"
        hint="Lowercase letters, digits and single hyphens."
        autoComplete="off"
      />
      <div>
        {/* Ready whether or not a field changed, as the settings' profile is: greyed out until a
            change it read as unavailable, with nothing to say why. */}
        <button
          type="submit"
          className="button"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? 'Saving…' : 'Save profile'}
        </button>
      </div>
    </form>
  );
}
