import type { UserProfile } from '@/generated/model';

/** Whether the user signs in with Microsoft too (`UserProfile.microsoft_email`). */
export function MicrosoftSection({ profile }: { profile: UserProfile }) {
  const linked = profile.microsoft_email ?? null;
  return (
    <div className="sign-in-methods">
      <div className="sign-in-method">
        <span className="badge">Email and password</span>
        <p className="small">You sign in as {profile.email}.</p>
      </div>
      <div className="sign-in-method">
        {linked ? (
          <>
            <span className="badge badge-success">Microsoft: linked</span>
            <p className="small">
              You can also use <strong>Sign in with Microsoft</strong> with your Microsoft account{' '}
              {linked}.
            </p>
          </>
        ) : (
          <>
            <span className="badge">Microsoft: not used</span>
            <p className="small">
              You have not signed in with Microsoft yet. Choose{' '}
              <strong>Sign in with Microsoft</strong> on the sign-in page to use your work account;
              it is linked to this account when its address is {profile.email}.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
