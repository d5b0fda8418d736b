/**
 * The payment provider's browser side, chosen at BUILD time as the mock backend is
 * (src/app/dev/start-mocks.ts): with VITE_MOCKS=true the test card, which reports the card
 * holder's answer to the mock's fake provider; in any other build the condition is false at
 * compile time, so only the redirect to the provider's page is bundled.
 */
import { lazyModule } from '@/lib/ui/lazy-module';
import type { PaymentProviderModule } from './types';

export const paymentProvider = lazyModule<PaymentProviderModule>(() =>
  import.meta.env.VITE_MOCKS === 'true' ? import('./test-card') : import('./redirect'),
);

export type { ProviderResult, CardConfirmationProps, PaymentProviderModule } from './types';
