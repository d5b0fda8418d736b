/**
 * The keys the session needs from the app's first chunk: the profile's, and the sign-in steps'.
 * They stand apart from keys.ts, whose other keys load every area's generated client.
 */
import { getGetProfileQueryKey } from '@/generated/api/profile/profile';

/** The signed-in user's profile (everything of theirs lies under its path). */
export const profileKey = () => getGetProfileQueryKey();

/**
 * Keys of the sign-in pages' one-off steps. They are not the backend's answers kept for a screen
 * (no API path first, see src/lib/session/api-queries.ts): a sign-out leaves them, and a kept
 * screen never holds them, so an emailed link or an OAuth code is used once per tab.
 */
export const sessionKeys = {
  /** The profile an /auth page loads for itself (/auth paths do not load it at start). */
  profile: () => ['auth:session-profile'] as const,
  /** The verification of the emailed link `link` (a signed address, used once). */
  verifyEmail: (link: string | null) => ['auth:verify-email', link] as const,
  /** An OAuth code handed back by a provider, exchanged once: the step's name, then its parameters. */
  toolCallback: (tool: string) => ['auth:tool-callback', tool] as const,
  microsoftCallback: () => ['auth:microsoft-callback'] as const,
  sharepointCallback: () => ['auth:sharepoint-callback'] as const,
} as const;
