import { Link, useLocation } from 'react-router';
import { AuthHeading } from '../components/AuthHeading';
import { FormAlert } from '../forms/fields';

/** /auth/Request_join_success: the request to join went to the council's admins. */
export default function RequestJoinSuccessPage() {
  const council = (useLocation().state as { council?: string } | null)?.council;
  return (
    <>
      <AuthHeading title="Request sent" />
      <FormAlert tone="success">
        {council ? `Your request to join ${council} was sent to its admins.` : "Your request was sent to the council's admins."}
      </FormAlert>
      <p>You will be notified when they decide. Meanwhile you can use the app with your own agents.</p>
      <p>
        {/* A document load, so the app loads the profile of this session. */}
        <Link className="button" to="/chat" reloadDocument>
          Go to the app
        </Link>
      </p>
    </>
  );
}
