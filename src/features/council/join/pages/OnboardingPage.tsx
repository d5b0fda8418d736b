import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { createCouncil } from '@/generated/api/councils/councils';
import { paths } from '@/lib/routes/paths';
import { useQuery } from '@tanstack/react-query';
import { userPositionsQuery } from '@/lib/query/dictionary-queries';
import { useAuthStore } from '@/lib/session/auth-context';
import { failure } from '@/lib/session/auth-messages';
import { AuthHeading } from '@/features/auth';
import { SignInPrompt } from '@/features/auth';
import { FormAlert, SubmitButton, TextField } from '@/components/forms/fields';
import { useFormDraft } from '@/lib/forms/form-draft';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodOptions } from '@/lib/forms/zod-messages';
import { joinWithCode } from '../join-with-code';
import { useSessionProfile } from '@/features/auth';

const OnboardingForm = z
  .object({
    position_id: z.string(),
    council: z.enum(['skip', 'join', 'create']),
    code: z.string().trim().max(32),
    name: z.string().trim().max(100),
  })
  .superRefine((value, ctx) => {
    if (value.council === 'join' && value.code === '')
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'Enter the join code.' });
    if (value.council === 'create' && value.name.length < 2) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'Use at least 2 characters.' });
    }
  });

type Values = z.output<typeof OnboardingForm>;

/** /auth/Onboarding: a new user's first steps (position, then join or create a council). */
export default function OnboardingPage() {
  const { profile, pending } = useSessionProfile();
  if (pending) return <p role="status">Loading your account…</p>;
  if (!profile) {
    return (
      <>
        <AuthHeading title="Welcome" />
        <SignInPrompt />
      </>
    );
  }
  return (
    <OnboardingSteps
      firstName={profile.name.split(' ')[0] ?? profile.name}
      hasCouncil={profile.councils.length > 0}
    />
  );
}

function OnboardingSteps({ firstName, hasCouncil }: { firstName: string; hasCouncil: boolean }) {
  const auth = useAuthStore();
  const navigate = useNavigate();
  const positions = useQuery(userPositionsQuery());
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof OnboardingForm>, unknown, Values>({
    resolver: zodResolver(OnboardingForm, zodOptions),
    defaultValues: { position_id: '', council: hasCouncil ? 'skip' : 'join', code: '', name: '' },
  });
  const draft = useFormDraft(form, 'onboarding', ['position_id', 'council', 'code', 'name']);
  const choice = useWatch({ control: form.control, name: 'council' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (values.council === 'join') await joinWithCode(values.code);
      if (values.council === 'create') await createCouncil({ name: values.name });
    } catch (error) {
      const result = failure('request', error);
      const unplaced = applyServerErrors(form.setError, result.errors, ['code', 'name']);
      if (!result.errors || unplaced.length > 0) setFormError(unplaced[0] ?? result.message);
      return;
    }
    const result = await auth.updateProfile({
      onboarding_completed: true,
      ...(values.position_id ? { position_id: Number(values.position_id) } : {}),
    });
    if (!result.success) {
      setFormError(result.message);
      return;
    }
    draft.clear();
    toast.success('You are all set.');
    void navigate(paths.chat.href(), { replace: true });
  });

  return (
    <>
      <AuthHeading title={`Welcome, ${firstName}`}>
        Two quick questions and you are ready to chat.
      </AuthHeading>
      <FormAlert>{formError}</FormAlert>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Onboarding">
        <div className="field">
          <label htmlFor="onboarding-position">Your position (optional)</label>
          <select
            id="onboarding-position"
            {...form.register('position_id')}
            disabled={positions.isPending}
          >
            <option value="">Choose…</option>
            {positions.data?.data.map((position) => (
              <option key={position.id} value={String(position.id)}>
                {position.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="field choice-group">
          <legend>Your council</legend>
          <label>
            <input type="radio" value="join" {...form.register('council')} /> Join with a code
          </label>
          <label>
            <input type="radio" value="create" {...form.register('council')} /> Create a new council
          </label>
          <label>
            <input type="radio" value="skip" {...form.register('council')} />{' '}
            {hasCouncil ? 'Keep my current councils' : 'Not now'}
          </label>
        </fieldset>
        {choice === 'join' ? (
          <TextField
            form={form}
            name="code"
            label="Join code"
            autoComplete="off"
            spellCheck={false}
          />
        ) : null}
        {choice === 'create' ? (
          <TextField form={form} name="name" label="Council name" autoComplete="organization" />
        ) : null}
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Saving…">
          Continue
        </SubmitButton>
      </form>
    </>
  );
}
