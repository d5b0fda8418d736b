import { formatDate } from '@/lib/constants/dates';

const UPDATED = '2025-01-01T00:00:00Z';

/** `/terms-and-conditions`. */
export default function TermsPage() {
  return (
    <article className="prose" aria-labelledby="terms-title">
      <h1 id="terms-title">Terms and conditions</h1>
      <p className="muted">Last updated {formatDate(UPDATED)}</p>
      <h2>1. The service</h2>
      <p>
        Council Chat lets members of councils converse with AI agents. Answers are generated automatically and may be wrong;
        check important information before you rely on it.
      </p>
      <h2>2. Your account</h2>
      <p>Keep your password secret. You are responsible for what is done with your account.</p>
      <h2>3. Your content</h2>
      <p>
        Files and messages you add stay yours. Your council's administrators can manage the agents, files and members of their
        council.
      </p>
      <h2>4. Payments</h2>
      <p>Paid agents and subscriptions are billed to the council or user that buys them, as shown before purchase.</p>
      <h2>5. Contact</h2>
      <p>Questions about these terms can be sent through the help pages once you are signed in.</p>
    </article>
  );
}
