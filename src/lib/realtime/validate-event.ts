/**
 * Development and test guard for arriving events: checks a payload against the zod schema the
 * contract gives its event. The schemas are imported lazily and only when `import.meta.env.DEV`
 * is true, so production builds carry neither this check nor the schemas.
 */
export class EventContractViolationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventContractViolationError';
  }
}

/**
 * Resolves with the violation (null when valid, unknown or in production). In tests it rejects with
 * EventContractViolationError, so a mock that drifts from the contract fails the run; in
 * development it logs `[contract] ...`.
 */
export async function validateEvent(eventName: string, payload: unknown): Promise<string | null> {
  if (!import.meta.env.DEV) return null;
  const { findEventViolation } = await import('./event-schemas');
  const violation = findEventViolation(eventName, payload);
  if (violation === null) return null;
  if (import.meta.env.MODE === 'test') throw new EventContractViolationError(violation);
  console.error(`[contract] ${violation}`);
  return violation;
}
