/**
 * Laravel's `file|max:20480|mimes:...` rules of the council file uploads. Like Laravel's `mimes`
 * (which guesses the extension from the content), the mock goes by the file's extension, as a
 * browser-made upload carries no other evidence.
 */
import { invalid } from '../../http/errors';

export const COUNCIL_FILE_TYPES = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'txt',
  'md',
  'csv',
  'rtf',
  'png',
  'jpg',
];
export const COUNCIL_AGENT_FILE_TYPES = COUNCIL_FILE_TYPES.filter(
  (type) => type !== 'png' && type !== 'jpg',
);
const MAX_KILOBYTES = 20480;

const MIME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  rtf: 'application/rtf',
  png: 'image/png',
  jpg: 'image/jpeg',
};

const extensionOf = (name: string) =>
  name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';

export const mimeOf = (name: string): string =>
  MIME_TYPES[extensionOf(name)] ?? 'application/octet-stream';

export interface UploadedFile {
  name: string;
  size: number;
  mime_type: string;
}

/** Checks an uploaded `file` part against the rules and returns what is stored of it. */
export function acceptUpload(file: Blob, allowed: readonly string[]): UploadedFile {
  const name = file instanceof File && file.name !== '' ? file.name : 'blob';
  if (file.size > MAX_KILOBYTES * 1024)
    throw invalid('file', `The file field must not be greater than ${MAX_KILOBYTES} kilobytes.`);
  if (!allowed.includes(extensionOf(name)))
    throw invalid('file', `The file field must be a file of type: ${allowed.join(', ')}.`);
  // A browser sends the type it knows; an unknown one arrives empty or as octet-stream.
  const sent = file.type.split(';')[0]!.trim();
  return {
    name,
    size: file.size,
    mime_type: sent !== '' && sent !== 'application/octet-stream' ? sent : mimeOf(name),
  };
}
