import type { ComponentType } from 'react';
import type { PaymentSetup } from '@/generated/model';

/** What the provider says about a card payment it was asked to confirm. */
export type ProviderResult =
  { status: 'succeeded' } | { status: 'processing' } | { status: 'failed'; message: string };

export interface CardConfirmationProps {
  /** The prepared card payment (`status: requires_action`). */
  setup: PaymentSetup;
  /** Called once the card holder has answered and the provider has replied. */
  onResult: (result: ProviderResult) => void;
  /** Called when the card holder starts the confirmation (the dialog then shows it is working). */
  onStart: () => void;
  busy: boolean;
}

/**
 * A payment provider's browser side: the card confirmation step (3-D Secure). Chosen at build
 * time (./index.ts): the mock build's test card, or the real provider's redirect in production.
 */
export interface PaymentProviderModule {
  CardConfirmation: ComponentType<CardConfirmationProps>;
}
