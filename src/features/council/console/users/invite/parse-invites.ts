/**
 * Reads a list of people to invite, pasted or from a CSV file (`email,role,position`, header
 * optional), into rows checked before anything is sent: bad emails, duplicates, unknown roles and
 * positions are flagged on their row.
 */
import { csvParseRows } from 'd3-dsv';
import type { CouncilRole, Role, UserPosition } from '@/generated/model';
import { listRoleNames, parseRole, roleName } from '@/lib/words';

export interface InviteRow {
  /** 1-based line of the input, for "line 3" in messages. */
  line: number;
  email: string;
  role: CouncilRole | null;
  positionId: number | null;
  /** What the cells said, shown in the preview. */
  roleText: string;
  positionText: string;
  problems: string[];
}

export interface InviteDictionaries {
  roles: readonly Role[];
  positions: readonly UserPosition[];
}

/** Laravel's `email` rule, roughly: something@domain.tld without spaces. */
const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]{2,}$/;
const MAX_EMAIL = 255;
const HEADER = /^e-?mail( address)?$/i;
/** Separators of a pasted list: new lines, commas, semicolons, spaces or tabs. */
const LIST_SEPARATORS = /[\s,;]+/;

/** "Dan Hughes <dan@example.org>" (as mail clients copy addresses) gives the address. */
const unwrap = (text: string) =>
  text
    .trim()
    .replace(/^.*<([^>]+)>$/, '$1')
    .trim();

/** Who is already in the council, by lower-case email: a member, or someone with a pending invitation. */
export type KnownPeople = ReadonlyMap<string, { name: string; status: 'active' | 'invited' }>;

function findPosition(text: string, positions: readonly UserPosition[]): number | null {
  const wanted = text.trim().toLowerCase();
  return (
    positions.find((p) => p.name.toLowerCase() === wanted || String(p.id) === wanted)?.id ?? null
  );
}

/**
 * Whether the text is a CSV of people (some line has a role or position column) rather than a
 * plain list of addresses.
 */
function looksLikeCsv(lines: string[][]): boolean {
  return lines.some(
    (cells) =>
      cells.length > 1 && cells.slice(1).some((cell) => cell.trim() !== '' && !cell.includes('@')),
  );
}

export function parseInvites(
  text: string,
  defaultRole: CouncilRole,
  dictionaries: InviteDictionaries,
  known: KnownPeople = new Map(),
): InviteRow[] {
  const records = csvParseRows(text.replace(/^\uFEFF/, ''));
  const entries: { line: number; cells: string[] }[] = [];
  if (looksLikeCsv(records)) {
    records.forEach((cells, index) => {
      if (cells.every((cell) => cell.trim() === '')) return;
      if (index === 0 && HEADER.test(cells[0]?.trim() ?? '')) return;
      entries.push({ line: index + 1, cells });
    });
  } else {
    text.split(/\r?\n/).forEach((lineText, index) => {
      // A line may hold several addresses; "Name <address>" stays whole.
      const parts = lineText.includes('<')
        ? lineText.split(/[,;]+/)
        : lineText.split(LIST_SEPARATORS);
      for (const part of parts) {
        if (part.trim() !== '' && !HEADER.test(part.trim()))
          entries.push({ line: index + 1, cells: [part] });
      }
    });
  }

  const seen = new Map<string, number>();
  return entries.map(({ line, cells }) => {
    const email = unwrap(cells[0] ?? '');
    const roleText = (cells[1] ?? '').trim();
    const positionText = (cells[2] ?? '').trim();
    const problems: string[] = [];
    if (email === '') problems.push('The email is missing.');
    else if (email.length > MAX_EMAIL || !EMAIL.test(email))
      problems.push(`“${email}” is not a valid email address.`);

    const role = roleText === '' ? defaultRole : parseRole(roleText);
    if (role === null) problems.push(`Unknown role “${roleText}” (use ${listRoleNames()}).`);
    const positionId =
      positionText === '' ? null : findPosition(positionText, dictionaries.positions);
    if (positionText !== '' && positionId === null)
      problems.push(`Unknown position “${positionText}”.`);

    const key = email.toLowerCase();
    const first = seen.get(key);
    if (email !== '' && first !== undefined) problems.push(`Duplicate of line ${first}.`);
    else if (email !== '') seen.set(key, line);
    const person = known.get(key);
    if (person?.status === 'active') problems.push(`${person.name} is already a member.`);
    else if (person?.status === 'invited')
      problems.push('Already invited: resend the invitation from the list instead.');

    return {
      line,
      email,
      role,
      positionId,
      roleText: role ? roleName(role) : roleText,
      positionText,
      problems,
    };
  });
}

/** The rows that can be sent. */
export const validRows = (rows: readonly InviteRow[]) =>
  rows.filter((row) => row.problems.length === 0);
