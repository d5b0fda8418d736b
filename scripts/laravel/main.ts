/**
 * `npm run laravel:serve [-- --origin URL] [--host NAME]`: the project's Laravel backend for a person
 * to try, served until Ctrl-C on free loopback ports (the test bed's own start, see serve.ts). For a
 * browser, `--host localhost` with an app on `http://localhost:...`, so both are one site.
 */
import { startLaravel, LaravelUnavailable } from './serve';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

try {
  const app = await startLaravel({ origin: option('--origin'), host: option('--host') });
  console.log(`Laravel:  ${app.baseUrl}   (app copy: ${app.appDir})`);
  console.log(`Reverb:   ${app.reverbUrl}   key ${app.reverbKey}`);
  console.log(`Origin:   ${app.origin}   (SANCTUM_STATEFUL_DOMAINS, CORS)`);
  console.log(`Try:      npm run conformance -- --base-url ${app.baseUrl} --origin ${app.origin}`);
  console.log('Ctrl-C stops both servers and removes the copy.');
  const stop = () => void app.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  if (!(error instanceof LaravelUnavailable)) throw error;
  console.error(`laravel:serve cannot run: ${error.message}`);
  process.exit(2);
}
