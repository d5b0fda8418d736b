/**
 * Every route of the product, read from the app's own route table (src/app/pages-table.ts), so a
 * page added there is walked without touching the tests. Parameters get sample values: optional
 * ones are left out, and a few pages are also walked with their parameter (a thread, a help page).
 */
import {
  authPages,
  defaultPages,
  landingPages,
  type PageDefinition,
} from '../../src/app/pages-table';

/** Values for the required route parameters; a new required parameter must be added here. */
const SAMPLE_PARAMS: Record<string, string> = { tool: 'slack' };

/** App pages also walked with their parameter: a thread, a help page. */
const APP_PARAM_PATHS = ['/chat/1', '/help/getting-started'];

/** Extra addresses worth walking besides each page's bare path. */
const EXTRA_PATHS = [
  ...APP_PARAM_PATHS,
  '/auth/join/NORTHWIND',
  '/no-such-page',
  '/chat/not-a-number',
];

function concretePath(prefix: string, page: PageDefinition): string {
  if (page.index) return prefix || '/';
  const segments = (page.path ?? '').split('/').flatMap((segment) => {
    if (segment === '*') return [];
    const param = /^:(\w+)(\?)?$/.exec(segment);
    if (!param) return [segment];
    if (param[2]) return [];
    const value = SAMPLE_PARAMS[param[1] ?? ''];
    if (!value)
      throw new Error(
        `e2e/a11y/routes.ts: no sample value for the route parameter ":${param[1]}" of ${page.path}`,
      );
    return [value];
  });
  return `${prefix}/${segments.join('/')}`;
}

/** Pages of the signed-in app (the default layout). */
export const APP_PATHS: string[] = defaultPages.map((page) => concretePath('', page));

/** Every page of the signed-in app, and those also walked with their parameter. */
export const APP_WALK_PATHS: string[] = [...APP_PATHS, ...APP_PARAM_PATHS];

/** Every address the walk opens, each once. */
export const WALK_PATHS: string[] = [
  ...new Set([
    ...landingPages.map((page) => concretePath('', page)),
    ...authPages.map((page) => concretePath('/auth', page)),
    ...APP_PATHS,
    ...EXTRA_PATHS,
  ]),
];
