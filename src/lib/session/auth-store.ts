/**
 * The auth state of docs/app-rules.md#session: `userProfile` is null (signed out) or set (signed in).
 * A small framework-free store (React reads it through useSyncExternalStore in auth-context.tsx),
 * so its rules are unit-tested without rendering anything (with fakes of the calls in auth-api.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import type {
  ForgotPasswordRequest,
  LoginRequest,
  ProfileUpdateRequest,
  RegisterRequest,
  RegistrationRequest,
  ResetPasswordRequest,
  UserProfile,
} from '@/generated/model';
import { onUnauthenticated } from '@/lib/http/auth-events';
import { paths } from '@/lib/routes/paths';
import { createListeners } from '@/lib/store';
import { defaultAuthApi, type AuthApi } from './auth-api';
import {
  AUTH_DEFAULT_MESSAGES,
  failure,
  LOGIN_SUCCESS_MESSAGE,
  type AuthResult,
} from './auth-messages';
import { profileKey } from '@/lib/query/session-keys';
import { isApiQuery } from './api-queries';
import { isAuthPath } from './auth-paths';
import { rememberSignedIn } from './signed-in-hint';
import { forgetKeptScreen } from './kept-screen';
import { claimTypedDrafts, forgetTypedDrafts } from './typed-drafts';
import { decodeVerificationLink } from './verify-link';

export interface AuthState {
  userProfile: UserProfile | null;
  /** False until the start-up profile fetch has settled (it is skipped on /auth paths). */
  initialized: boolean;
  /** A profile fetch is in flight. */
  loading: boolean;
  /**
   * The user signed out in this tab, from the moment they asked until the next sign-in: the guards
   * then send them to the sign-in page without `?redirect=` back to the page they left, whichever
   * clears the profile first (the sign-out itself, or a 401 of a request still under way).
   */
  signedOut: boolean;
  /**
   * Whether this tab knows if the user is signed in: the profile was fetched, or a sign-in, a sign-out or
   * a 401 said. False after a start on an /auth path, which fetches no profile: the first page outside
   * /auth then asks before its guards run (src/app/GuardedRoot.tsx), so a signed-in user who came in
   * through an /auth link is not sent to sign in again.
   */
  profileChecked: boolean;
}

export interface AuthStoreOptions {
  api?: Partial<AuthApi>;
  /** The app's query cache: cleared between users. */
  queryClient?: QueryClient;
  /** Router navigation, used by sign-out (always to /auth/login). */
  navigate?: (to: string) => void;
  /** The HTTP layer's 401 channel; tests may pass their own. */
  subscribeUnauthenticated?: (listener: () => void) => () => void;
  /**
   * The profile this tab kept from its last load (src/lib/session/kept-screen.ts): the start shows
   * it while the profile is fetched, and the fetch decides as always.
   */
  keptProfile?: UserProfile | null;
}

export interface AuthStore {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** App start: fetch the profile unless the path is an /auth path (docs/app-rules.md#session). */
  start(pathname: string): Promise<void>;
  /** Fetch the profile; a failure makes it null. Concurrent calls share one request. */
  initProfile(): Promise<UserProfile | null>;
  setProfile(profile: UserProfile | null): void;
  /** Clears the profile (signed out); the query cache is dropped with it. */
  clearProfile(): void;
  login(credentials: LoginRequest, options?: SignInOptions): Promise<AuthResult<UserProfile>>;
  /** The Microsoft callback answers like login; the same message rule applies. */
  completeSignIn(
    response: { message?: string; data?: UserProfile } | undefined,
    options?: SignInOptions,
  ): Promise<AuthResult<UserProfile>>;
  register(body: RegisterRequest): Promise<AuthResult<UserProfile>>;
  requestRegistration(body: RegistrationRequest): Promise<AuthResult>;
  signOut(): Promise<void>;
  updateProfile(body: ProfileUpdateRequest): Promise<AuthResult<UserProfile>>;
  forgotPassword(body: ForgotPasswordRequest): Promise<AuthResult>;
  resetPassword(body: ResetPasswordRequest): Promise<AuthResult>;
  /** `encodedLink` is the base64 `link` query value of /auth/Verifyemail. */
  verifyEmail(encodedLink: string | null | undefined): Promise<AuthResult>;
  dispose(): void;
}

export interface SignInOptions {
  /**
   * Runs after a successful sign-in, before the profile is read back (which is what lets the
   * guards move the user on): e.g. accepting an invitation with the new session.
   */
  beforeProfile?: () => Promise<unknown>;
}

export function createAuthStore(options: AuthStoreOptions = {}): AuthStore {
  const api: AuthApi = { ...defaultAuthApi, ...options.api };
  const queryClient = options.queryClient;
  const changed = createListeners();
  let state: AuthState = {
    userProfile: null,
    initialized: false,
    loading: false,
    signedOut: false,
    profileChecked: false,
  };
  let inFlight: Promise<UserProfile | null> | null = null;
  /** Bumped whenever the profile is cleared, so a fetch that started before cannot resurrect it. */
  let generation = 0;

  function setState(patch: Partial<AuthState>): void {
    const next = { ...state, ...patch };
    if (
      next.userProfile === state.userProfile &&
      next.initialized === state.initialized &&
      next.loading === state.loading &&
      next.signedOut === state.signedOut &&
      next.profileChecked === state.profileChecked
    ) {
      return;
    }
    state = next;
    changed.notify();
  }

  function setProfile(profile: UserProfile | null): void {
    if (profile === null) {
      clearProfile();
      return;
    }
    const previous = state.userProfile;
    if (previous && previous.id !== profile.id) clearApiCache();
    claimTypedDrafts(profile.id);
    queryClient?.setQueryData(profileKey(), { data: profile });
    rememberSignedIn(true);
    setState({ userProfile: profile, initialized: true, signedOut: false, profileChecked: true });
  }

  function clearProfile(): void {
    generation += 1;
    const hadProfile = state.userProfile !== null;
    rememberSignedIn(false);
    forgetKeptScreen();
    setState({ userProfile: null, initialized: true, profileChecked: true });
    // Another user may sign in next: nothing of this one's data may stay in the cache.
    if (hadProfile) clearApiCache();
  }

  function clearApiCache(): void {
    queryClient?.removeQueries({ predicate: isApiQuery });
  }

  function initProfile(): Promise<UserProfile | null> {
    if (inFlight) return inFlight;
    const started = generation;
    setState({ loading: true });
    inFlight = api
      .getProfile()
      .then((response) => {
        const profile = response?.data ?? null;
        if (generation !== started) return state.userProfile;
        if (profile) setProfile(profile);
        else clearProfile();
        return profile;
      })
      .catch(() => {
        clearProfile();
        return null;
      })
      .finally(() => {
        inFlight = null;
        setState({ loading: false, initialized: true });
      });
    return inFlight;
  }

  async function completeSignIn(
    response: { message?: string; data?: UserProfile } | undefined,
    signInOptions: SignInOptions = {},
  ): Promise<AuthResult<UserProfile>> {
    if (response?.message !== LOGIN_SUCCESS_MESSAGE) {
      clearProfile();
      return { success: false, message: response?.message || AUTH_DEFAULT_MESSAGES.login };
    }
    // The session changed: whatever was cached belonged to the previous session.
    clearApiCache();
    if (signInOptions.beforeProfile) {
      try {
        await signInOptions.beforeProfile();
      } catch (error) {
        console.error('After sign-in step failed:', error);
      }
    }
    const profile = (await initProfile()) ?? response.data ?? null;
    if (profile && !state.userProfile) setProfile(profile);
    return { success: true, message: response.message, ...(profile ? { data: profile } : {}) };
  }

  const unsubscribe401 = (options.subscribeUnauthenticated ?? onUnauthenticated)(() =>
    clearProfile(),
  );

  return {
    getState: () => state,
    subscribe: changed.subscribe,
    async start(pathname) {
      if (isAuthPath(pathname)) {
        setState({ initialized: true });
        return;
      }
      // What this tab showed last: its screen draws at once; the fetch below confirms or drops it.
      if (options.keptProfile) setProfile(options.keptProfile);
      await initProfile();
    },
    initProfile,
    setProfile,
    clearProfile,

    async login(credentials, signInOptions) {
      try {
        return await completeSignIn(await api.login(credentials), signInOptions);
      } catch (error) {
        clearProfile();
        return failure('login', error);
      }
    },
    completeSignIn,

    async register(body) {
      try {
        const response = await api.register(body);
        // Registration signs the new user in; the profile is read back like after a login.
        clearApiCache();
        const profile = (await initProfile()) ?? response?.data ?? null;
        if (profile && !state.userProfile) setProfile(profile);
        return {
          success: true,
          message: response?.message || 'Registration successful',
          ...(profile ? { data: profile } : {}),
        };
      } catch (error) {
        return failure('register', error);
      }
    },

    async requestRegistration(body) {
      try {
        const response = await api.requestRegistration(body);
        return { success: true, message: response?.message || 'Request sent' };
      } catch (error) {
        return failure('request', error);
      }
    },

    async signOut() {
      setState({ signedOut: true });
      try {
        await api.logout();
      } catch (error) {
        // docs/app-rules.md#session: a failed logout is only logged; the user is signed out regardless.
        console.error('Logout failed:', error);
      } finally {
        clearProfile();
        clearApiCache();
        forgetTypedDrafts();
        options.navigate?.(paths.login.signedOutPath);
      }
    },

    async updateProfile(body) {
      try {
        const response = await api.updateProfile(body);
        if (response?.data) setProfile(response.data);
        return { success: true, message: 'Profile updated', data: response.data };
      } catch (error) {
        return failure('updateProfile', error);
      }
    },

    async forgotPassword(body) {
      try {
        const response = await api.forgotPassword(body);
        return {
          success: true,
          message: response?.message || 'We have emailed your password reset link.',
        };
      } catch (error) {
        return failure('forgotPassword', error);
      }
    },

    async resetPassword(body) {
      try {
        const response = await api.resetPassword(body);
        return { success: true, message: response?.message || 'Your password has been reset.' };
      } catch (error) {
        return failure('resetPassword', error);
      }
    },

    async verifyEmail(encodedLink) {
      const link = decodeVerificationLink(encodedLink);
      if (!link) return { success: false, message: AUTH_DEFAULT_MESSAGES.verifyEmail };
      try {
        const response = await api.verifyEmail(link.id, link.hash, {
          expires: link.expires,
          signature: link.signature,
        });
        // A signed-in user's profile now carries email_verified_at.
        if (state.userProfile) void initProfile();
        return { success: true, message: response?.message || 'Your email address is verified.' };
      } catch (error) {
        return failure('verifyEmail', error);
      }
    },

    dispose() {
      unsubscribe401();
      changed.clear();
    },
  };
}
