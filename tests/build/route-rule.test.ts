/**
 * The lint rule that keeps page addresses in the route table (eslint.config.js, src/lib/routes/paths.ts):
 * an app path written as a string or template in a link, a navigate/redirect call or a navigation
 * item fails in app code; the route table itself, test files and non-route strings do not.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
// Only the rule under test runs (the config is still the project's whole one).
const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
});

/** The lines the route rule flags in `source`, as if it were the file at `path`. */
async function routeErrors(path: string, source: string): Promise<number[]> {
  const [result] = await eslint.lintText(source, { filePath: resolve(ROOT, path) });
  return (result?.messages ?? [])
    .filter(
      (m) =>
        m.ruleId === 'no-restricted-syntax' && m.message.startsWith('No page address written out'),
    )
    .map((m) => m.line);
}

const VIOLATIONS = [
  "export const A = () => <Link to='/chat'>Chat</Link>;",
  'export const B = (id: number) => <NavLink to={`/chat/${id}`}>Chat</NavLink>;',
  "export const C = (signedIn: boolean) => <Navigate to={signedIn ? '/App_store' : '/auth/Login'} />;",
  "export const D = (navigate: (to: string) => void) => navigate('/auth/login');",
  'export const E = (navigate: (to: string) => void, id: number) => navigate(`/chat?agent=${id}`);',
  "export const F = (options: { navigate?: (to: string) => void }) => options.navigate?.('/Settings');",
  "export const G = () => redirect('/auth/Login');",
  "export const H = [{ to: '/Orders', label: 'Orders' }];",
  "export const I = () => <a href='/help'>Help</a>;",
  "export const J = () => <PendingFrame pathname='/Settings' />;",
].join('\n');

const ALLOWED = [
  "import { paths } from '@/lib/routes/paths';",
  'export const A = () => <Link to={paths.chat.href()}>Chat</Link>;',
  'export const B = (id: number) => <Link to={paths.chat.href({ threadId: id })}>Chat</Link>;',
  "export const C = (navigate: (to: string) => void) => navigate(paths.login.href({ search: { email: 'a' } }));",
  'export const D = (navigate: (to: number) => void) => navigate(-1);',
  "export const E = () => <Link to='#tools'>Tools</Link>;",
  "export const F = { path: '/A/B', name: 'folder' };",
].join('\n');

describe('no page address written out in app code', () => {
  it('fails a route in a link, a navigate or redirect call and a navigation item, in a feature, the shared layer or the shell', async () => {
    for (const path of [
      'src/features/chat/Links.tsx',
      'src/lib/session/links.tsx',
      'src/app/components/Links.tsx',
    ]) {
      expect(await routeErrors(path, VIOLATIONS), path).toEqual([1, 2, 3, 3, 4, 5, 6, 7, 8, 9, 10]);
    }
  });

  it('lets links built from the route table through, and leaves the table itself and test files alone', async () => {
    expect(await routeErrors('src/features/chat/Links.tsx', ALLOWED)).toEqual([]);
    expect(
      await routeErrors('src/lib/routes/paths.ts', "export const to = { to: '/chat' };"),
    ).toEqual([]);
    expect(
      await routeErrors('src/app/pages-table.ts', "export const moved = { movedTo: '/Licences' };"),
    ).toEqual([]);
    expect(
      await routeErrors(
        'src/features/chat/Links.test.tsx',
        "export const A = () => navigate('/chat');",
      ),
    ).toEqual([]);
  });
});
