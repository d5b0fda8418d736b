/** The file types council and council agent uploads accept (the rules themselves: mocks/laravel/uploads.ts). */
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
