import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useFormDraft } from '@/lib/forms/form-draft';
import { startSave } from '@/lib/forms/reset-after-save';
import { z } from 'zod';
import type { ProfileUpdateRequest, UserPosition, UserProfile } from '@/generated/model';
import {
  updateProfileBodyEmailMax,
  updateProfileBodyLocaleRegExp,
  updateProfileBodyNameMax,
} from '@/generated/zod/profile/profile';
import { useAuthStore } from '@/lib/session/auth-context';
import { currentCouncilIdOf } from '@/lib/session/current-council';
import { FormAlert, TextField } from '@/components/forms/fields';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodOptions } from '@/lib/forms/zod-messages';

/** Interface languages offered; a stored locale outside the list is kept and shown as is. */
export const LANGUAGES: { code: string; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'en-GB', name: 'English (United Kingdom)' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'es', name: 'Español' },
];

const ProfileFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter your name.')
    .max(updateProfileBodyNameMax, `Use at most ${updateProfileBodyNameMax} characters.`),
  email: z.email('Enter a valid email address.').max(updateProfileBodyEmailMax),
  position_id: z.string(),
  locale: z.string().regex(updateProfileBodyLocaleRegExp, 'Choose a language.'),
  current_council_id: z.string(),
});

export type ProfileFormValues = z.infer<typeof ProfileFormSchema>;

const FIELDS: Path<ProfileFormValues>[] = [
  'name',
  'email',
  'position_id',
  'locale',
  'current_council_id',
];

export function profileFormValues(profile: UserProfile): ProfileFormValues {
  return {
    name: profile.name,
    email: profile.email,
    position_id: profile.position_id === null ? '' : String(profile.position_id),
    locale: profile.locale,
    current_council_id: String(currentCouncilIdOf(profile) ?? ''),
  };
}

/** Only what changed (PUT /api/profile changes the fields sent). */
export function profileChanges(
  profile: UserProfile,
  values: ProfileFormValues,
): ProfileUpdateRequest {
  const body: ProfileUpdateRequest = {};
  if (values.name.trim() !== profile.name) body.name = values.name.trim();
  if (values.email !== profile.email) body.email = values.email;
  const position = values.position_id === '' ? null : Number(values.position_id);
  if (position !== profile.position_id) body.position_id = position;
  if (values.locale !== profile.locale) body.locale = values.locale;
  if (
    values.current_council_id !== '' &&
    Number(values.current_council_id) !== currentCouncilIdOf(profile)
  ) {
    body.current_council_id = Number(values.current_council_id);
  }
  return body;
}

/**
 * Name, email, position, language and current council (`PUT /api/profile`), with the server's field
 * errors. Rendered once the positions are there, so the saved position is selected from the start.
 */
export function ProfileForm({
  profile,
  positions,
}: {
  profile: UserProfile;
  positions: UserPosition[];
}) {
  const auth = useAuthStore();
  const id = useId();
  const [outcome, setOutcome] = useState<{
    tone: 'success' | 'error' | 'info';
    text: string;
  } | null>(null);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema, zodOptions),
    defaultValues: profileFormValues(profile),
  });
  useFormDraft(form, `profile:${profile.id}`, FIELDS);
  const errors = form.formState.errors;
  // Controlled selects: the saved choice is selected from the first render, whatever the DOM does
  // with a value set before its options.
  const watched = useWatch({ control: form.control });
  const selectProps = (name: 'position_id' | 'locale' | 'current_council_id') => ({
    name,
    value: watched[name] ?? '',
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) =>
      form.setValue(name, event.target.value, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      }),
  });

  const submit = form.handleSubmit(async (values) => {
    const saving = startSave(form);
    setOutcome(null);
    const body = profileChanges(profile, values);
    if (Object.keys(body).length === 0) {
      setOutcome({ tone: 'info', text: 'Nothing has changed.' });
      return;
    }
    const result = await auth.updateProfile(body);
    if (result.success && result.data) {
      saving.reset(profileFormValues(result.data));
      setOutcome({
        tone: 'success',
        text: body.email
          ? `Your profile is saved. We sent a link to ${result.data.email} to verify the new address.`
          : 'Your profile is saved.',
      });
      return;
    }
    const unplaced = applyServerErrors(form.setError, result.errors, FIELDS);
    if (!result.errors || unplaced.length > 0)
      setOutcome({ tone: 'error', text: unplaced[0] ?? result.message });
  });

  const languages = LANGUAGES.some((language) => language.code === profile.locale)
    ? LANGUAGES
    : [...LANGUAGES, { code: profile.locale, name: profile.locale }];

  return (
    <form
      className="form settings-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Profile"
    >
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <TextField
        form={form}
        name="name"
        label="Name"
        autoComplete="name"
        maxLength={updateProfileBodyNameMax}
      />
      <TextField
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        hint={
          profile.email_verified_at
            ? 'Verified.'
            : 'Not verified yet: open the link we emailed you.'
        }
      />
      <SelectField
        id={`${id}-position`}
        label="Position"
        error={errors.position_id?.message}
        {...selectProps('position_id')}
      >
        <option value="">No position</option>
        {positions.map((position) => (
          <option key={position.id} value={String(position.id)}>
            {position.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${id}-locale`}
        label="Language"
        error={errors.locale?.message}
        {...selectProps('locale')}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </SelectField>
      {profile.councils.length > 0 ? (
        <SelectField
          id={`${id}-council`}
          label="Current council"
          hint="The council you work in: its agents, users and orders."
          error={errors.current_council_id?.message}
          {...selectProps('current_council_id')}
        >
          {profile.councils.map((council) => (
            <option key={council.id} value={String(council.id)}>
              {council.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="form-actions">
        <button
          type="submit"
          className="button"
          disabled={form.formState.isSubmitting}
          aria-busy={form.formState.isSubmitting || undefined}
        >
          {form.formState.isSubmitting ? 'Saving…' : 'Save profile'}
        </button>
      </div>
    </form>
  );
}

type SelectFieldProps = React.SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled select with its hint and error, wired as the text fields are. */
export function SelectField({ id, label, hint, error, children, ...select }: SelectFieldProps) {
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
        {...select}
      >
        {children}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
