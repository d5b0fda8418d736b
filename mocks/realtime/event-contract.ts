/** The contract's check on what the mock publishes: a payload its event's schema refuses is a bug of the mock. */
import type { EventSchemas } from '@/lib/realtime/event-schemas';

export class RealtimeContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RealtimeContractError';
  }
}

export function assertPayloadMatchesContract(
  schemas: EventSchemas,
  event: string,
  payload: unknown,
): void {
  const result = schemas[event]?.safeParse(payload);
  if (result && !result.success)
    throw new RealtimeContractError(
      `The mock published ${event} with a payload that breaks the contract: ${JSON.stringify(result.error, null, 2)}`,
    );
}
