/**
 * Laravel's `file|max:20480|mimes:...` rules of the agent and thread uploads. Like Laravel's
 * `mimes` (which guesses the extension from the content), the mock goes by the file's extension,
 * the only evidence a browser-made upload carries; the stored type is the one the browser sent,
 * or the one the extension implies.
 */
import type { FieldErrors } from '../../http/errors';

export const AGENT_FILE_TYPES = ['pdf', 'docx', 'txt', 'md', 'csv', 'xlsx', 'pptx'] as const;
export const THREAD_FILE_TYPES = [...AGENT_FILE_TYPES, 'png', 'jpg', 'jpeg', 'webp'] as const;
const MAX_KILOBYTES = 20480;

const MIME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

const extensionOf = (name: string) =>
  name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';

export const mimeOf = (name: string): string =>
  MIME_TYPES[extensionOf(name)] ?? 'application/octet-stream';

export interface StoredUpload {
  name: string;
  size: number;
  mime_type: string;
}

/**
 * Checks one uploaded part; `field` is how Laravel names it in errors (`file`, `files.0`...).
 * Adds the field's messages to `errors` and returns null when it fails.
 */
export function checkUpload(
  file: Blob,
  field: string,
  allowed: readonly string[],
  errors: FieldErrors,
): StoredUpload | null {
  const name = file instanceof File && file.name !== '' ? file.name : 'blob';
  const messages: string[] = [];
  if (file.size > MAX_KILOBYTES * 1024)
    messages.push(`The ${field} field must not be greater than ${MAX_KILOBYTES} kilobytes.`);
  if (!allowed.includes(extensionOf(name)))
    messages.push(`The ${field} field must be a file of type: ${allowed.join(', ')}.`);
  if (messages.length > 0) {
    errors[field] = messages;
    return null;
  }
  const sent = file.type.split(';')[0]!.trim();
  return {
    name,
    size: file.size,
    mime_type: sent !== '' && sent !== 'application/octet-stream' ? sent : mimeOf(name),
  };
}
