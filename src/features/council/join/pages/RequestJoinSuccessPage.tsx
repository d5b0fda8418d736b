import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/routes/paths';
import { AuthHeading } from '@/features/auth';
import { FormAlert } from '@/components/forms/fields';

/**
 * /auth/Request_join_success: the request to join went to the council's admins. The request page
 * comes here with the council's name; opened any other way (a bookmark, a typed address) no
 * request was sent in this visit, and the page says so instead of claiming one was.
 */
export default function RequestJoinSuccessPage() {
  const council = (useLocation().state as { council?: unknown } | null)?.council;
  if (typeof council !== 'string' || council === '') {
    return (
      <>
        <AuthHeading title="No join request here">
          There is no request to join a council from this visit.
        </AuthHeading>
        <p>
          To ask a council to let you in, open the join link its administrators shared, or find the
          council.
        </p>
        <p>
          <Link className="button" to={paths.requestJoin.href()}>
            Ask to join a council
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <AuthHeading title="Request sent" />
      <FormAlert tone="success">{`Your request to join ${council} was sent to its admins.`}</FormAlert>
      <p>
        You will be notified when they decide. Meanwhile you can use the app with your own agents.
      </p>
      <p>
        {/* A document load, so the app loads the profile of this session. */}
        <Link className="button" to={paths.chat.href()} reloadDocument>
          Go to the app
        </Link>
      </p>
    </>
  );
}
