/**
 * One way to write the product's words: council role names (badges, selects, filters, CSV errors,
 * explanations all read this table) and counted nouns through Intl.PluralRules ("1 user", "2 users").
 */
import type { CouncilRoleName } from '@/generated/council-roles';

export const COUNCIL_ROLES = [
  'admin',
  'manager',
  'member',
] as const satisfies readonly CouncilRoleName[];

interface RoleWords {
  /** Sentence case, for badges, selects and filters. */
  name: string;
  /** Lower case plural, for sentences ("administrators and managers"). */
  plural: string;
  /** With its article, for sentences ("You are an administrator"). */
  withArticle: string;
}

export const ROLE_WORDS: Record<CouncilRoleName, RoleWords> = {
  admin: { name: 'Administrator', plural: 'administrators', withArticle: 'an administrator' },
  manager: { name: 'Manager', plural: 'managers', withArticle: 'a manager' },
  member: { name: 'Member', plural: 'members', withArticle: 'a member' },
};

export const roleName = (role: CouncilRoleName): string => ROLE_WORDS[role].name;

/** "Administrator, Manager or Member": the role names a CSV or a form accepts. */
export function listRoleNames(joiner = 'or'): string {
  const names = COUNCIL_ROLES.map((role) => ROLE_WORDS[role].name);
  return `${names.slice(0, -1).join(', ')} ${joiner} ${names.at(-1)}`;
}

/** A role from what a person typed (a CSV cell): the key or the name, any case. */
export function parseRole(text: string): CouncilRoleName | null {
  const wanted = text.trim().toLowerCase();
  return (
    COUNCIL_ROLES.find(
      (role) => role === wanted || ROLE_WORDS[role].name.toLowerCase() === wanted,
    ) ?? null
  );
}

const pluralRules = new Intl.PluralRules('en');

/** `count` and the noun in the form English needs: count(1, 'user') is "1 user", count(2, 'user') "2 users". */
export function count(n: number, one: string, other = `${one}s`): string {
  return `${n.toLocaleString('en')} ${pluralRules.select(n) === 'one' ? one : other}`;
}
