import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The Chromium that browser tests and benchmarks drive: Debian's when present (Playwright cannot
 * download its own browsers on this network), Playwright's own otherwise. On a Debian machine
 * where we are root and neither exists, Debian's package is installed once.
 */
export async function findChromium({ install = true } = {}): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    const { chromium } = await import('@playwright/test');
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright's registry has no browser: fall through.
  }
  if (install && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(
      "No Chromium found: installing Debian's chromium package (apt-get, about a minute)...",
    );
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
      },
    );
    return findChromium({ install: false });
  }
  throw new Error(
    "No Chromium for the browser tests. Install Debian's package (`sudo apt-get install chromium`), " +
      'or set CHROMIUM_PATH to a Chromium binary, or run `npx playwright install chromium` where downloads are allowed.',
  );
}

/** Debian's package `chromium-headless-shell`: Chromium's old headless mode, without the browser's UI. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
