import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/constants/dates';
import { paths } from '@/lib/routes/paths';
import './terms.css';

const UPDATED = '2025-01-01T00:00:00Z';

interface TermsSection {
  id: string;
  title: string;
  body: ReactNode;
}

const SECTIONS: TermsSection[] = [
  {
    id: 'service',
    title: 'The service',
    body: (
      <>
        <p>
          Council Chat lets members of councils converse with AI agents. Answers are generated
          automatically and may be wrong; check important information before you rely on it, and do
          not use an answer as legal, financial or professional advice.
        </p>
        <p>
          We may change, add or remove features. We tell administrators in advance of changes that
          take something away.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <>
        <p>
          You need an account to use the service. Give true details, keep your password secret and
          tell us at once if you think someone else has used your account. You are responsible for
          what is done with it.
        </p>
        <p>
          You may sign in with a Microsoft work account instead of a password; the same rules apply.
        </p>
      </>
    ),
  },
  {
    id: 'councils',
    title: 'Councils and roles',
    body: (
      <p>
        A council is an organisation's shared space. Its administrators invite and remove members,
        assign licences and decide which agents the council provides. Managers help with agents and
        files. What you add to a council can be seen by its members according to their roles.
      </p>
    ),
  },
  {
    id: 'content',
    title: 'Your content',
    body: (
      <>
        <p>
          Files and messages you add stay yours. You allow us to store and process them to run the
          service, including sending them to the AI models that answer you. We do not use them to
          train models.
        </p>
        <p>
          Do not upload content you have no right to share, personal data you may not process, or
          anything unlawful.
        </p>
      </>
    ),
  },
  {
    id: 'tools',
    title: 'Connected tools',
    body: (
      <p>
        When you connect a tool (a calendar, Google Drive, Microsoft Teams and the like), agents may
        act in it on your behalf, within the permissions you granted. You can disconnect a tool at
        any time in Settings; its provider's own terms also apply.
      </p>
    ),
  },
  {
    id: 'payments',
    title: 'Payments and subscriptions',
    body: (
      <>
        <p>
          Paid agents and subscriptions are billed to the council or user that buys them, at the
          price shown before purchase. Card payments are handled by our payment provider; councils
          may also pay on invoice.
        </p>
        <p>
          A subscription renews each month or year until it is changed or cancelled by a council
          administrator. A new plan replaces the previous one once its payment completes.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <p>
        Do not try to break, overload or get around the security of the service, and do not use
        agents to harass people, deceive residents or produce unlawful content. We may suspend
        accounts that do.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        We provide the service with reasonable care and skill. We are not liable for losses caused
        by relying on an automatically generated answer without checking it, or for outages of
        connected tools we do not run.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your use',
    body: (
      <p>
        You may stop using the service at any time. An administrator can remove you from a council.
        When an account is closed, its personal content is deleted after 30 days, except what the
        law requires us to keep.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms can be sent with <strong>Send feedback</strong> in the account
        menu or from the <Link to={paths.help.href()}>help centre</Link> once you are signed in.
      </p>
    ),
  },
];

/** `/terms-and-conditions`: the terms with a table of contents. */
export default function TermsPage() {
  return (
    <article className="terms" aria-labelledby="terms-title">
      <header className="terms-header">
        <h1 id="terms-title">Terms and conditions</h1>
        <p className="muted">Last updated {formatDate(UPDATED)}</p>
      </header>
      <nav className="terms-toc" aria-labelledby="terms-toc-title">
        <h2 id="terms-toc-title">Contents</h2>
        <ol>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="terms-body prose">
        {SECTIONS.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
            <p className="terms-top small">
              <a href="#terms-title">Back to the top</a>
            </p>
          </section>
        ))}
      </div>
    </article>
  );
}
