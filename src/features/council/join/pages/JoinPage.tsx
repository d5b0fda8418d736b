import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { RequestJoinCouncilBody } from '@/generated/zod/councils/councils';
import { paths } from '@/lib/routes/paths';
import { useAuthStore } from '@/lib/session/auth-context';
import { failure } from '@/lib/session/auth-messages';
import { AuthHeading } from '@/features/auth';
import { SignInPrompt } from '@/features/auth';
import { FormAlert, SubmitButton, TextField } from '@/components/forms/fields';
import { useFormDraft } from '@/lib/forms/form-draft';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodOptions } from '@/lib/forms/zod-messages';
import { isUnauthenticated, joinWithCode } from '../join-with-code';

/** The generated body, with the code required (this page joins with a code). */
const JoinForm = RequestJoinCouncilBody.pick({ code: true }).required();

/**
 * /auth/join/{code?}: join a council with its join code (from the link, or typed in). A correct
 * code makes the user a member at once; the guards then take them into the app.
 */
export default function JoinPage() {
  const auth = useAuthStore();
  const { code = '' } = useParams();
  const [formError, setFormError] = useState<string | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const form = useForm<z.input<typeof JoinForm>, unknown, z.output<typeof JoinForm>>({
    resolver: zodResolver(JoinForm, zodOptions),
    defaultValues: { code },
  });
  // A guest told to sign in first comes back here (SignInPrompt's redirect) to the code they typed.
  // Kept per link: a code in the address is the link's, never replaced by one typed for another.
  const draft = useFormDraft(form, `join-code:${code}`, ['code']);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { council, message } = await joinWithCode(values.code.trim());
      draft.clear();
      toast.success(`${message} Welcome to ${council.name}.`);
      await auth.initProfile();
    } catch (error) {
      if (isUnauthenticated(error)) {
        setNeedsSignIn(true);
        return;
      }
      const result = failure('request', error);
      const unplaced = applyServerErrors(form.setError, result.errors, ['code']);
      if (!result.errors || unplaced.length > 0) setFormError(unplaced[0] ?? result.message);
    }
  });

  return (
    <>
      <AuthHeading title="Join a council">Enter the join code your council gave you.</AuthHeading>
      {needsSignIn ? (
        <SignInPrompt text="Sign in first, then join the council with this code." />
      ) : null}
      <FormAlert>{formError}</FormAlert>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Join a council">
        <TextField
          form={form}
          name="code"
          label="Join code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus={!code}
        />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Joining…">
          Join council
        </SubmitButton>
      </form>
      <p className="auth-alt">
        No code? <Link to={paths.requestJoin.href()}>Ask to join a council</Link>
      </p>
    </>
  );
}
