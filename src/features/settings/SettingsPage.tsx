import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useCurrentSection } from './use-current-section';
import { scrollClearOfMenu } from './clear-of-menu';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { userPositionsQuery } from '@/lib/query/dictionary-queries';
import { useUserProfile } from '@/lib/session/auth-context';
import { QueryState } from '@/components/QueryState';
import { formatDate } from '@/lib/constants/dates';
import { AppearanceSection } from './AppearanceSection';
import { MicrosoftSection } from './MicrosoftSection';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { ToolsSection } from './tools/ToolsSection';
import './settings.css';

// The purchases table (and the payment step it opens) loads with its section, not with the page.
const ProfilePurchases = lazy(() =>
  import('@/features/council').then((m) => ({ default: m.ProfilePurchases })),
);

const SECTIONS = [
  { id: 'profile', title: 'Profile' },
  { id: 'password', title: 'Password' },
  { id: 'sign-in', title: 'Sign-in methods' },
  { id: 'appearance', title: 'Appearance' },
  { id: 'tools', title: 'Connected tools' },
  { id: 'purchases', title: 'Purchases' },
] as const;
const SECTION_IDS = SECTIONS.map((section) => section.id);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** `/Settings`: profile, password, sign-in methods, theme and date format, connected tools, your purchases. */
export default function SettingsPage() {
  const profile = useUserProfile();
  const positions = useQuery(userPositionsQuery());
  // The tool callback page comes back here with what happened.
  const location = useLocation();
  const notice = (location.state as { toolNotice?: string } | null)?.toolNotice ?? null;
  const { current, jump } = useCurrentSection(SECTION_IDS, profile !== null, location.hash);
  const menu = useRef<HTMLElement>(null);
  if (!profile) return null;
  return (
    <section className="page settings-page" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">Settings</h1>
        <p className="muted">
          Your account, how the app looks, and the tools your agents may use for you. Member since{' '}
          {formatDate(profile.created_at)}.
        </p>
      </header>
      <div className="settings-layout">
        <nav ref={menu} className="settings-nav" aria-label="Settings sections">
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  onClick={() => jump(section.id)}
                  aria-current={current === section.id ? 'location' : undefined}
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div
          className="settings-sections"
          onFocus={(event) => scrollClearOfMenu(event.target, menu.current)}
        >
          <Section id="profile" title="Profile">
            <QueryState query={positions} empty="">
              {({ data }) => <ProfileForm key={profile.id} profile={profile} positions={data} />}
            </QueryState>
          </Section>
          <Section id="password" title="Password">
            <PasswordForm />
          </Section>
          <Section id="sign-in" title="Sign-in methods">
            <MicrosoftSection profile={profile} />
          </Section>
          <Section id="appearance" title="Appearance">
            <AppearanceSection />
          </Section>
          <Section id="tools" title="Connected tools">
            <ToolsSection notice={notice} />
          </Section>
          <Section id="purchases" title="Purchases">
            <p className="muted">
              Agents you bought for yourself, with their receipts. What a council bought is in its
              Orders.
            </p>
            <Suspense fallback={<p className="muted">Loading your purchases…</p>}>
              <ProfilePurchases />
            </Suspense>
          </Section>
        </div>
      </div>
    </section>
  );
}
