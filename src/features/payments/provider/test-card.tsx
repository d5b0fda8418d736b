/**
 * Mock builds only (see ./index.ts): a test card whose holder is asked to confirm the payment
 * (3-D Secure), as a real provider's page would. The answer goes to the mock's fake provider
 * (mocks/handlers/support/payments.ts), which completes the order, refuses it, or takes its time.
 */
import { apiUrl } from '@/lib/http/config';
import type { CardConfirmationProps, ProviderResult } from './types';

type Outcome = 'approve' | 'decline' | 'approve_later';

interface ProviderReply {
  payment_intent?: { status?: string };
  error?: { message?: string };
}

export async function confirmTestCard(
  clientSecret: string,
  outcome: Outcome,
): Promise<ProviderResult> {
  try {
    const response = await fetch(
      apiUrl(`/mock-provider/payment-intents/${encodeURIComponent(clientSecret)}/confirm`),
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ outcome }),
      },
    );
    const reply = (await response.json().catch(() => ({}))) as ProviderReply;
    const status = reply.payment_intent?.status;
    if (response.ok && status === 'succeeded') return { status: 'succeeded' };
    if (response.ok && status === 'processing') return { status: 'processing' };
    return {
      status: 'failed',
      message: reply.error?.message ?? `The payment provider answered ${response.status}.`,
    };
  } catch {
    return { status: 'failed', message: 'The payment provider could not be reached.' };
  }
}

export function CardConfirmation({ setup, onStart, onResult, busy }: CardConfirmationProps) {
  const answer = (outcome: Outcome) => {
    if (setup.client_secret === null) return;
    onStart();
    void confirmTestCard(setup.client_secret, outcome).then(onResult);
  };
  return (
    <div className="pay-provider" data-testid="test-card">
      <p className="pay-provider-brand">
        <span className="badge">Test mode</span> Card ending 4242 · 3-D Secure
      </p>
      <p className="small">
        Confirm this payment as your bank would ask you to. No real money is moved.
      </p>
      <div className="pay-actions">
        <button type="button" className="button" disabled={busy} onClick={() => answer('approve')}>
          Confirm payment
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => answer('decline')}
        >
          Decline
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => answer('approve_later')}
        >
          Confirm, bank slow
        </button>
      </div>
    </div>
  );
}
