import { paths } from '@/lib/routes/paths';
import { useUserProfile } from '@/lib/session/auth-context';
import { PrefetchLink } from '../components/PrefetchLink';
import { AppStorePreview, CouncilPreview } from './landing-previews';
import './landing.css';

const AUDIENCES = [
  {
    title: 'Clerks and council staff',
    text: 'Draft letters, summarise consultations, check procurement rules and answer residents faster, with agents that know your policies.',
  },
  {
    title: 'Councillors and members',
    text: 'Ask about standing orders, planning applications or the budget in plain words, on any device, whenever you need it.',
  },
  {
    title: 'Administrators',
    text: 'Invite members, hand out licences, choose which agents your council uses and connect SharePoint libraries.',
  },
  {
    title: 'Partners',
    text: 'Build agents for councils, publish them in the App store, free or paid, and help councils get started.',
  },
];

const STEPS = [
  { title: 'Create your account', text: 'With your work email, or sign in with Microsoft.' },
  {
    title: 'Join your council',
    text: 'Accept an invitation, use a join code, or create a council for your organisation.',
  },
  {
    title: 'Add agents and chat',
    text: 'Pick agents from the App store and start asking. Answers stream in as they are written.',
  },
];

/** Into the app when signed in; otherwise create an account or sign in. */
function StartActions({ signedIn, appLabel }: { signedIn: boolean; appLabel: string }) {
  return (
    <p className="hero-actions">
      {signedIn ? (
        <PrefetchLink className="button button-large" to={paths.chat.href()}>
          {appLabel}
        </PrefetchLink>
      ) : (
        <>
          <PrefetchLink className="button button-large" to={paths.register.href()}>
            Create an account
          </PrefetchLink>
          <PrefetchLink className="button button-large button-secondary" to={paths.login.href()}>
            Sign in
          </PrefetchLink>
        </>
      )}
    </p>
  );
}

/** `/`: the public landing page (it stays for signed-in users too, with a way into the app). */
export default function LandingPage() {
  const profile = useUserProfile();
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <p className="hero-kicker">For parish, town and district councils</p>
        <h1 id="hero-title">AI agents for your council</h1>
        <p className="lead">
          Chat with assistants that know your council's documents, policies and tools. Add agents
          from the App store, share them with your members, and keep every conversation in one
          place.
        </p>
        <StartActions signedIn={profile !== null} appLabel="Open the app" />
        {profile ? null : (
          <p className="muted small">
            Free to start. No card needed until you buy a paid agent or a plan.
          </p>
        )}
      </section>

      <section className="landing-section" aria-labelledby="audience-title">
        <h2 id="audience-title">Who it is for</h2>
        <ul className="audience-grid">
          {AUDIENCES.map((audience) => (
            <li key={audience.title}>
              <h3>{audience.title}</h3>
              <p>{audience.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="landing-section showcase" aria-labelledby="store-title">
        <div className="showcase-text">
          <h2 id="store-title">An App store of agents for council work</h2>
          <p>
            Planning, finance, governance, HR: agents written for councils, by councils and
            partners. Free agents are added with one click; paid agents are bought for you or for
            your whole council, by card or on invoice.
          </p>
          <PrefetchLink to={profile ? paths.appStore.href() : paths.login.href()} className="link">
            {profile ? 'Browse the App store' : 'Sign in to browse the App store'}
          </PrefetchLink>
        </div>
        <AppStorePreview />
      </section>

      <section
        className="landing-section showcase showcase-reverse"
        aria-labelledby="councils-title"
      >
        <div className="showcase-text">
          <h2 id="councils-title">Your council, together</h2>
          <p>
            A council is your organisation's shared space: its members and their roles, its licences
            and plan, the agents it provides and the files they know. See who is online and work on
            the same answers.
          </p>
          <PrefetchLink
            to={profile ? paths.councilManagement.href() : paths.register.href()}
            className="link"
          >
            {profile ? 'Manage your council' : 'Create an account to join your council'}
          </PrefetchLink>
        </div>
        <CouncilPreview />
      </section>

      <section className="landing-section" aria-labelledby="steps-title">
        <h2 id="steps-title">Start in three steps</h2>
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="landing-section landing-cta" aria-labelledby="cta-title">
        <h2 id="cta-title">{profile ? `Welcome back, ${profile.name}` : 'Ready when you are'}</h2>
        <StartActions signedIn={profile !== null} appLabel="Go to your chats" />
      </section>
    </div>
  );
}
