/**
 * The path of a link mailed to the first user (`/email/verify/{id}/{hash}`), well formed: the user's
 * id, and `hash` the SHA-1 of the address as the contract describes it. A guest promise about what
 * is wrong with the rest of the link (its signature) is then judged on that alone: with an id no user
 * has, or a hash no address has, the backend may answer 404 before it looks at the signature.
 */
import { createHash } from 'node:crypto';
import type { ContractOperation } from '../../contract/contract';
import type { Context } from '../../engine/context';

const SHA1_OF_EMAIL = /SHA-1.*email/i;

/** The first user's values for the path, or null when the path names no user's address. */
export function ownLinkParams(
  op: ContractOperation,
  ctx: Context,
): Record<string, string | number> | null {
  const path = op.parameters.filter((p) => p.in === 'path');
  const hash = path.find((p) => SHA1_OF_EMAIL.test(p.description ?? ''));
  if (!hash) return null;
  const params: Record<string, string | number> = {
    [hash.name]: createHash('sha1').update(ctx.a.email).digest('hex'),
  };
  for (const p of path)
    if (p !== hash && /user's id/i.test(p.description ?? '')) params[p.name] = ctx.a.id;
  return params;
}
