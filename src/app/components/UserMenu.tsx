import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/routes/paths';
import { useAuthStore, useUserProfile } from '@/lib/session/auth-context';
import { LazyFeedbackDialog, preloadFeedbackDialog } from '@/features/feedback';
import { LazyMenu } from '@/lib/ui/LazyMenu';

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1 ? [parts[0]?.[0], parts.at(-1)?.[0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

/** The signed-in user and the sign-out action. */
export function UserMenu() {
  const profile = useUserProfile();
  const auth = useAuthStore();
  const navigate = useNavigate();
  // The page the feedback is about: the one open when it was asked for.
  const [feedbackFrom, setFeedbackFrom] = useState<string | null>(null);
  if (!profile) return null;
  const feedback = (
    <LazyFeedbackDialog
      open={feedbackFrom !== null}
      onOpenChange={(open) => !open && setFeedbackFrom(null)}
      pageUrl={feedbackFrom ?? undefined}
    />
  );
  return (
    <>
      <LazyMenu
        // Non-modal: a modal menu hides the rest of the page with aria-hidden while it stays focusable.
        modal={false}
        content={{ align: 'end', sideOffset: 6 }}
        trigger={
          // Named by its content (no aria-label), so the name always holds the visible text (WCAG 2.5.3).
          <button type="button" className="user-trigger">
            <span className="avatar" aria-hidden="true">
              {profile.avatar_url ? (
                <img src={profile.avatar_url} alt="" />
              ) : (
                initialsOf(profile.name)
              )}
            </span>
            <span className="sr-only">Account menu: </span>
            <span className="user-name" data-testid="signed-in-user">
              {profile.name}
            </span>
          </button>
        }
      >
        {(Menu) => (
          <>
            <Menu.Label className="menu-label">
              <strong>{profile.name}</strong>
              <span className="muted">{profile.email}</span>
            </Menu.Label>
            <Menu.Separator className="menu-separator" />
            <Menu.Item className="menu-item" onSelect={() => void navigate(paths.settings.href())}>
              Settings
            </Menu.Item>
            <Menu.Item className="menu-item" onSelect={() => void navigate(paths.help.href())}>
              Help
            </Menu.Item>
            <Menu.Item
              className="menu-item"
              onFocus={preloadFeedbackDialog}
              onSelect={() => setFeedbackFrom(window.location.href)}
            >
              Send feedback
            </Menu.Item>
            <Menu.Separator className="menu-separator" />
            <Menu.Item className="menu-item menu-item-danger" onSelect={() => void auth.signOut()}>
              Sign out
            </Menu.Item>
          </>
        )}
      </LazyMenu>
      {feedback}
    </>
  );
}
