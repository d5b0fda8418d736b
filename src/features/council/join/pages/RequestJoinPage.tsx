import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@/lib/routes/paths';
import { count } from '@/lib/words';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { requestJoinCouncil } from '@/generated/api/councils/councils';
import { councilSearchQuery } from '../queries';
import type { CouncilSummary } from '@/generated/model';
import { RequestJoinCouncilBody } from '@/generated/zod/councils/councils';
import { failure } from '@/lib/session/auth-messages';
import { AuthHeading } from '@/features/auth';
import { SignInPrompt } from '@/features/auth';
import { FormAlert, SubmitButton, TextAreaField, TextField } from '@/components/forms/fields';
import { useFormDraft } from '@/lib/forms/form-draft';
import { useKeptText } from '@/lib/forms/kept-text';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodOptions } from '@/lib/forms/zod-messages';
import { isUnauthenticated } from '../join-with-code';

const SearchForm = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters.').max(100),
});
const MessageForm = RequestJoinCouncilBody.pick({ message: true });

/**
 * /auth/request_join/{code?}: ask a council's admins to let you in. The code in the path (a join
 * code or a council's name) preselects the search; the request then waits for an admin.
 */
export default function RequestJoinPage() {
  const { code = '' } = useParams();
  // The search last run and the text typed since, kept for the tab: a guest told to sign in first
  // comes back to both, the search run again. Kept per link: a link's own search is never replaced.
  const lastSearch = useKeptText(`request-join:search:${code}`, code);
  const query = lastSearch.text;
  const [chosen, setChosen] = useState<CouncilSummary | null>(null);
  const search = useQuery({
    ...councilSearchQuery(query),
    enabled: query.trim().length >= 2,
    retry: false,
  });
  const form = useForm<z.input<typeof SearchForm>, unknown, z.output<typeof SearchForm>>({
    resolver: zodResolver(SearchForm, zodOptions),
    defaultValues: { q: query },
  });
  const typed = useFormDraft(form, `request-join:q:${code}`, ['q']);
  const forgetSearch = () => {
    lastSearch.forget();
    typed.clear();
  };

  if (chosen)
    return <RequestForm council={chosen} onBack={() => setChosen(null)} onSent={forgetSearch} />;

  return (
    <>
      <AuthHeading title="Ask to join a council">
        Find your council and send its admins a request.
      </AuthHeading>
      <form
        className="form form-inline"
        role="search"
        onSubmit={form.handleSubmit((values) => lastSearch.setText(values.q))}
        noValidate
      >
        <TextField
          form={form}
          name="q"
          label="Council name"
          type="search"
          autoComplete="off"
          autoFocus
        />
        <SubmitButton pending={search.isFetching}>Search</SubmitButton>
      </form>
      {search.isError ? (
        isUnauthenticated(search.error) ? (
          <SignInPrompt text="Sign in first to find your council." />
        ) : (
          <FormAlert>{failure('request', search.error).message}</FormAlert>
        )
      ) : null}
      {search.data ? (
        search.data.data.length === 0 ? (
          <p className="empty-state">No council matches “{query}”.</p>
        ) : (
          <ul className="card-list" aria-label="Councils found">
            {search.data.data.map((council) => (
              <li key={council.id} className="card">
                <div>
                  <strong>{council.name}</strong>
                  <p className="muted small">
                    {count(council.members_count, 'member')}
                    {council.description ? ` · ${council.description}` : ''}
                  </p>
                </div>
                {council.is_member ? (
                  <span className="badge">Member</span>
                ) : council.has_pending_request ? (
                  <span className="badge">Request pending</span>
                ) : (
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => setChosen(council)}
                  >
                    Ask to join
                  </button>
                )}
              </li>
            ))}
          </ul>
        )
      ) : null}
      <p className="auth-alt">
        Have a join code? <Link to={paths.join.href()}>Join with a code</Link>
      </p>
    </>
  );
}

function RequestForm({
  council,
  onBack,
  onSent,
}: {
  council: CouncilSummary;
  onBack: () => void;
  onSent: () => void;
}) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const form = useForm<z.input<typeof MessageForm>, unknown, z.output<typeof MessageForm>>({
    resolver: zodResolver(MessageForm, zodOptions),
    defaultValues: { message: '' },
  });
  // Kept for the tab: a guest asked to sign in first finds the message again afterwards.
  const draft = useFormDraft(form, `join-request:${council.id}`, ['message']);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await requestJoinCouncil(council.id, values.message ? { message: values.message } : {});
      draft.clear();
      onSent();
      void navigate(paths.requestJoinSuccess.href(), { state: { council: council.name } });
    } catch (error) {
      if (isUnauthenticated(error)) {
        setNeedsSignIn(true);
        return;
      }
      const result = failure('request', error);
      const unplaced = applyServerErrors(form.setError, result.errors, ['message']);
      if (!result.errors || unplaced.length > 0) setFormError(unplaced[0] ?? result.message);
    }
  });

  return (
    <>
      <AuthHeading title={`Ask to join ${council.name}`}>
        The council's admins decide; you will be notified.
      </AuthHeading>
      {needsSignIn ? <SignInPrompt /> : null}
      <FormAlert>{formError}</FormAlert>
      <form
        className="form"
        onSubmit={onSubmit}
        noValidate
        aria-label={`Ask to join ${council.name}`}
      >
        <TextAreaField form={form} name="message" label="Message to the admins (optional)" />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Sending…">
          Send request
        </SubmitButton>
      </form>
      <p className="auth-alt">
        <button type="button" className="link-button" onClick={onBack}>
          Choose another council
        </button>
      </p>
    </>
  );
}
