/// <reference types="vite/client" />

/** The id of this build, compiled in by scripts/vite-build-info.ts. */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_MOCKS?: string;
  /** Mixed mode: the operationIds the in-browser mock answers (resolved by vite.config.ts). */
  readonly VITE_MOCK_OPERATIONS?: string;
  readonly VITE_REVERB_APP_KEY?: string;
  readonly VITE_REVERB_HOST?: string;
  readonly VITE_REVERB_PORT?: string;
  readonly VITE_REVERB_SCHEME?: string;
}
