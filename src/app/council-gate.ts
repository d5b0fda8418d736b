/**
 * How the guards' council gate (src/app/guards.ts, step 4) reaches the frame: GuardedRoot hands
 * the gate to the layout through its outlet, and the layout shows the council area's explanation
 * in place of the page, keeping its navigation, header and live updates as they were.
 */
import { useOutletContext } from 'react-router';
import type { CouncilGate } from './guards';

export interface GuardOutlet {
  gate: CouncilGate | null;
}

/** The gate of the page being shown, null when the page is shown itself. */
export function useCouncilGate(): CouncilGate | null {
  return useOutletContext<GuardOutlet | undefined>()?.gate ?? null;
}
