/**
 * Laravel's `file|max:20480|mimes:...` rules, shared by every upload of the mock (agent, thread,
 * council and council agent files). Like Laravel's `mimes` (which guesses the extension from the
 * content), the mock goes by the file's extension, the only evidence a browser-made upload
 * carries; the stored type is the one the browser sent, or the one the extension implies
 * (mocks/db/mime-types.ts, which the seed's files use too).
 */
import { extensionOf, mimeOf } from '../db/mime-types';
import { validationError, type FieldErrors } from './errors';
import { validationMessage } from './validation-lines';

const MAX_KILOBYTES = 20480;

/** C0 controls (NUL, CR, LF, ...), DEL and C1 controls: no file system or URL takes them as they are. */
const hasControlCharacter = (name: string) =>
  [...name].some((character) => {
    const code = character.codePointAt(0)!;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });

export interface StoredUpload {
  name: string;
  size: number;
  mime_type: string;
}

/**
 * Checks one uploaded part; `field` is how Laravel names it in errors (`file`, `files.0`...).
 * Adds the field's messages to `errors` and returns null when it fails.
 *
 * A name with a control character (`a.php\u0000.txt`) is an upload no server stores: PHP's
 * upload handling refuses it, Laravel's `isValid()` is false and its `uploaded` rule answers
 * "The file failed to upload.", which ends the field's rules.
 */
export function checkUpload(
  file: Blob,
  field: string,
  allowed: readonly string[],
  errors: FieldErrors,
): StoredUpload | null {
  const name = file instanceof File && file.name !== '' ? file.name : 'blob';
  if (hasControlCharacter(name)) {
    errors[field] = [validationMessage('uploaded', field)];
    return null;
  }
  const messages: string[] = [];
  if (file.size > MAX_KILOBYTES * 1024)
    messages.push(validationMessage('max', field, { max: MAX_KILOBYTES }, 'file'));
  if (!allowed.includes(extensionOf(name)))
    messages.push(validationMessage('mimes', field, { values: allowed.join(', ') }));
  if (messages.length > 0) {
    errors[field] = messages;
    return null;
  }
  // A browser sends the type it knows; an unknown one arrives empty or as octet-stream.
  const sent = file.type.split(';')[0]!.trim();
  return {
    name,
    size: file.size,
    mime_type: sent !== '' && sent !== 'application/octet-stream' ? sent : mimeOf(name),
  };
}

/** A single `file` part: the stored metadata, or a thrown 422. */
export function acceptUpload(file: Blob, allowed: readonly string[], field = 'file'): StoredUpload {
  const errors: FieldErrors = {};
  const stored = checkUpload(file, field, allowed, errors);
  if (!stored) throw validationError(errors);
  return stored;
}
