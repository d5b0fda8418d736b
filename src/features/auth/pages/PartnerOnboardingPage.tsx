import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { createCouncil } from '@/generated/api/councils/councils';
import { CreateCouncilBody } from '@/generated/zod/councils/councils';
import { paths } from '@/lib/routes/paths';
import { useAuthStore } from '@/lib/session/auth-context';
import { failure } from '@/lib/session/auth-messages';
import { AuthHeading } from '../components/AuthHeading';
import { SignInPrompt } from '../components/SignInPrompt';
import { FormAlert, SubmitButton, TextAreaField, TextField } from '@/components/forms/fields';
import { useFormDraft } from '@/lib/forms/form-draft';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodOptions } from '@/lib/forms/zod-messages';
import { useSessionProfile } from '../use-session-profile';

const PartnerCouncilForm = CreateCouncilBody.pick({ name: true, description: true });

/** /auth/partner/onboarding: a new partner sets up the first council they manage. */
export default function PartnerOnboardingPage() {
  const { profile, pending } = useSessionProfile();
  const auth = useAuthStore();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<
    z.input<typeof PartnerCouncilForm>,
    unknown,
    z.output<typeof PartnerCouncilForm>
  >({
    resolver: zodResolver(PartnerCouncilForm, zodOptions),
    defaultValues: { name: '', description: '' },
  });
  const draft = useFormDraft(form, 'partner-onboarding', ['name', 'description']);

  const finish = async () => {
    const result = await auth.updateProfile({ onboarding_completed: true });
    if (!result.success) {
      setFormError(result.message);
      return;
    }
    toast.success('Your partner account is ready.');
    void navigate(paths.chat.href(), { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await createCouncil({
        name: values.name,
        ...(values.description ? { description: values.description } : {}),
      });
    } catch (error) {
      const result = failure('request', error);
      const unplaced = applyServerErrors(form.setError, result.errors, ['name', 'description']);
      if (!result.errors || unplaced.length > 0) setFormError(unplaced[0] ?? result.message);
      return;
    }
    draft.clear();
    await finish();
  });

  if (pending) return <p role="status">Loading your account…</p>;
  if (!profile) {
    return (
      <>
        <AuthHeading title="Partner onboarding" />
        <SignInPrompt />
      </>
    );
  }
  if (!profile.is_partner) {
    return (
      <>
        <AuthHeading title="Partner onboarding" />
        <FormAlert tone="info">This account is not a partner account.</FormAlert>
        <p>
          <Link className="button" to={paths.chat.href()} reloadDocument>
            Go to the app
          </Link>
        </p>
      </>
    );
  }

  return (
    <>
      <AuthHeading title="Set up your first council">
        As a partner you create councils for the organisations you support and invite their people.
      </AuthHeading>
      <FormAlert>{formError}</FormAlert>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Create your first council">
        <TextField
          form={form}
          name="name"
          label="Council name"
          autoComplete="organization"
          autoFocus
        />
        <TextAreaField form={form} name="description" label="Description (optional)" rows={3} />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Creating…">
          Create council and continue
        </SubmitButton>
      </form>
      <p className="auth-alt">
        <button type="button" className="link-button" onClick={() => void finish()}>
          Skip for now
        </button>
      </p>
    </>
  );
}
