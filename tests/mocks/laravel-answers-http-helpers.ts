/**
 * The seed's ids and the error body's shape that tests/mocks/laravel-answers-http-*.test.ts share.
 * Each of those files starts its own mock server: the `mock` project runs its files in one worker
 * (isolate: false), so a server held here would be shared between them.
 */
export const UNKNOWN = 999_999;
export const DEMOS_DRAFT_AGENT = 4;
export const NORTHWIND_AGENT = 1;
export const DEMOS_THREAD = 2;

export async function json(response: Response) {
  return (await response.json()) as { message: string; errors?: Record<string, string[]> };
}
