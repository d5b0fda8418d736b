import type { Plugin } from 'vite';

const VIRTUAL_MSW = 'virtual:msw';
const STUB_ID = '\0council-msw-absent';

/**
 * `npm run dev` without the mock (VITE_MOCKS unset or false, e.g. against a real Laravel): msw's
 * plugin is not loaded, so nothing resolves `virtual:msw`, which mocks/browser.ts imports. The app
 * never loads that file then (src/app/dev/start-mocks.ts imports it only with VITE_MOCKS=true),
 * but Vite's dependency scan crawls every import it can see, stops at the first it cannot resolve
 * and gives up pre-bundling altogether. Each dependency is then found on first use (the first
 * dialog's Radix, the first form's react-hook-form, …), and finding one reloads the page under
 * the user ("optimized dependencies changed. reloading"). This resolves it to a module that says
 * why it is absent, so the scan finishes and finds every dependency up front.
 * Dev server only: a build drops the mock's import with the rest of the VITE_MOCKS branch.
 */
export function mswAbsent(): Plugin {
  return {
    name: 'council-msw-absent',
    apply: 'serve',
    resolveId(id) {
      return id === VIRTUAL_MSW ? STUB_ID : undefined;
    },
    load(id) {
      if (id !== STUB_ID) return undefined;
      return `throw new Error(${JSON.stringify(
        `${VIRTUAL_MSW} exists only when the mock is on (VITE_MOCKS=true or partial): see vite.config.ts`,
      )});`;
    },
  };
}
