import { useUserProfile } from '@/features/auth/auth-context';
import { PagePlaceholder } from '@/features/common/PagePlaceholder';
import { formatDate } from '@/lib/constants/dates';

/** Settings (placeholder): the signed-in user's profile. */
export default function SettingsPage() {
  const profile = useUserProfile();
  return (
    <PagePlaceholder title="Settings" description="Your profile, password, language and connected tools.">
      {profile ? (
        <dl className="details">
          <dt>Name</dt>
          <dd>{profile.name}</dd>
          <dt>Email</dt>
          <dd>
            {profile.email} {profile.email_verified_at ? <span className="badge">verified</span> : <span className="badge badge-warn">not verified</span>}
          </dd>
          <dt>Language</dt>
          <dd>{profile.locale}</dd>
          <dt>Account type</dt>
          <dd>{profile.is_partner ? 'Partner' : 'Member'}</dd>
          <dt>Member since</dt>
          <dd>{formatDate(profile.created_at)}</dd>
        </dl>
      ) : null}
    </PagePlaceholder>
  );
}
