import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormAlert, TextField } from '@/components/forms/fields';
import { useFormDraft } from '@/lib/forms/form-draft';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodOptions } from '@/lib/forms/zod-messages';
import { errorText } from '@/lib/errors';
import { afterMembersInvited } from '@/lib/query/refresh';
import { useInviteCouncilUser } from '@/generated/api/council-users/council-users';
import { InviteCouncilUserBody } from '@/generated/zod/council-users/council-users';
import { isApiError } from '@/lib/http/api-error';
import type { InviteDictionaries } from './parse-invites';

/** The select sends '' for "no position"; the contract wants null. */
const Schema = InviteCouncilUserBody.extend({
  position_id: z
    .union([z.literal(''), z.coerce.number().int().min(1)])
    .transform((v) => (v === '' ? null : v)),
});
type Values = z.input<typeof Schema>;
const FIELDS = ['email', 'role', 'position_id'] as const;

/** Invite one person by email with a role and a position; the server's 422 lands on its field. */
export function InviteForm({
  councilId,
  dictionaries,
  onDone,
}: {
  councilId: number;
  dictionaries: InviteDictionaries;
  onDone: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const invite = useInviteCouncilUser();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof Schema>>({
    resolver: zodResolver(Schema, zodOptions),
    defaultValues: { email: '', role: 'member', position_id: '' },
  });
  const draft = useFormDraft(form, `invite:${councilId}`, FIELDS);
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { data } = await invite.mutateAsync({ council: councilId, data: values });
      draft.clear();
      toast.success(`Invitation sent to ${data.email}.`);
      void afterMembersInvited(queryClient, councilId);
      onDone();
    } catch (error) {
      const left = isApiError(error) ? applyServerErrors(form.setError, error.errors, FIELDS) : [];
      if (!isApiError(error) || Object.keys(error.errors).length === 0)
        setProblem(errorText(error, { operation: 'inviteCouncilUser' }));
      else if (left.length > 0) setProblem(left.join(' '));
    }
  });
  const errors = form.formState.errors;
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Invite one person"
    >
      <FormAlert>{problem}</FormAlert>
      <TextField form={form} name="email" label="Email" type="email" autoComplete="off" autoFocus />
      <div className={`field${errors.role ? ' field-invalid' : ''}`}>
        <label htmlFor={`${id}-role`}>Role</label>
        <select
          id={`${id}-role`}
          {...form.register('role')}
          aria-invalid={errors.role ? true : undefined}
        >
          {dictionaries.roles.map((role) => (
            <option key={role.slug} value={role.slug}>
              {role.name}
            </option>
          ))}
        </select>
        {errors.role?.message ? <p className="field-error">{errors.role.message}</p> : null}
      </div>
      <div className={`field${errors.position_id ? ' field-invalid' : ''}`}>
        <label htmlFor={`${id}-position`}>Position (optional)</label>
        <select
          id={`${id}-position`}
          {...form.register('position_id')}
          aria-invalid={errors.position_id ? true : undefined}
        >
          <option value="">No position</option>
          {dictionaries.positions.map((position) => (
            <option key={position.id} value={position.id}>
              {position.name}
            </option>
          ))}
        </select>
        {errors.position_id?.message ? (
          <p className="field-error">{errors.position_id.message}</p>
        ) : null}
      </div>
      <div className="console-dialog-actions">
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </button>
      </div>
    </form>
  );
}
