/** Whether this machine can build the Laravel app; the suite is skipped (with the reason) when not. */
import { checkPrerequisites } from '../../../scripts/laravel';

export const prerequisites = checkPrerequisites();
export const unavailable = prerequisites.ok ? null : prerequisites.reason;
if (unavailable) console.log(`Laravel test bed skipped: ${unavailable}`);
