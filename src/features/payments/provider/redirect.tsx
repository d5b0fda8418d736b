/**
 * Production: the backend's payment provider confirms the card on its own page (`redirect_url`,
 * e.g. Laravel Cashier's payment page) and sends the browser back to the `return_url` the app gave
 * in the setup request. Without a `redirect_url` the card cannot be confirmed from this app.
 */
import type { CardConfirmationProps } from './types';

export function CardConfirmation({ setup, onStart, onResult, busy }: CardConfirmationProps) {
  const url = setup.redirect_url;
  if (url === null) {
    return (
      <p className="muted small">
        The payment provider did not give a confirmation page.{' '}
        <button
          type="button"
          className="link-button"
          onClick={() =>
            onResult({
              status: 'failed',
              message: 'The card could not be confirmed here. Try again, or ask for an invoice.',
            })
          }
        >
          Cancel this payment
        </button>
      </p>
    );
  }
  return (
    <div className="pay-provider">
      <p>
        Your bank asks you to confirm this payment on its own page. You will come back here
        afterwards.
      </p>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() => {
          onStart();
          window.location.assign(url);
        }}
      >
        Continue to confirmation
      </button>
    </div>
  );
}
