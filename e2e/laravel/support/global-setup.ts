/**
 * The journeys' two servers: the project's Laravel app and its Reverb (scripts/laravel, a fresh
 * seeded copy for this run), then the production build (mocks off) made for them and served by
 * `vite preview`. The build can only be made once Laravel has started, since its URL, Reverb's
 * port and key are baked into it. Returns the teardown that stops all three.
 */
import { spawnSync } from 'node:child_process';
import { checkPrerequisites, startLaravel } from '../../../scripts/laravel';
import {
  answersOk,
  startProcess,
  stopProcess,
  waitUntil,
} from '../../../scripts/laravel/processes';
import {
  API_URL_VARIABLE,
  APP_DIR_VARIABLE,
  APP_PORT,
  APP_URL,
  BUILD_DIR,
  UNAVAILABLE_VARIABLE,
} from './settings';

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  const prerequisites = checkPrerequisites();
  if (!prerequisites.ok) {
    // The specs skip themselves with this reason (a newcomer's machine without PHP or the kit).
    process.env[UNAVAILABLE_VARIABLE] = prerequisites.reason;
    return undefined;
  }
  const laravel = await startLaravel({
    origin: APP_URL,
    // Reverb's own allow-list (off, `*`, in a fresh app) names the app's host, as a deployment would.
    env: { REVERB_ALLOWED_ORIGINS: new URL(APP_URL).hostname },
  });
  try {
    const reverbPort = String(laravel.reverbPort);
    const build = spawnSync(
      'npx',
      [
        'vite',
        'build',
        '--mode',
        'production',
        '--outDir',
        BUILD_DIR,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          VITE_MOCKS: 'false',
          VITE_API_URL: laravel.baseUrl,
          VITE_REVERB_APP_KEY: laravel.reverbKey,
          VITE_REVERB_HOST: new URL(laravel.baseUrl).hostname,
          VITE_REVERB_PORT: reverbPort,
          VITE_REVERB_SCHEME: 'http',
        },
      },
    );
    if (build.status !== 0)
      throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`.slice(-4000));
    const preview = startProcess(
      'npx',
      [
        'vite',
        'preview',
        '--outDir',
        BUILD_DIR,
        '--port',
        String(APP_PORT),
        '--strictPort',
        '--host',
        '127.0.0.1',
      ],
      process.cwd(),
    );
    try {
      await waitUntil('vite preview', preview, () => answersOk(`${APP_URL}/build.json`));
    } catch (error) {
      await stopProcess(preview);
      throw error;
    }
    process.env[API_URL_VARIABLE] = laravel.baseUrl;
    process.env[APP_DIR_VARIABLE] = laravel.appDir;
    return async () => {
      await Promise.all([stopProcess(preview), laravel.stop()]);
    };
  } catch (error) {
    await laravel.stop();
    throw error;
  }
}
