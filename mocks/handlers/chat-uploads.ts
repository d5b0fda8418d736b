/** The file types agent and thread uploads accept (the rules themselves: mocks/laravel/uploads.ts). */
export const AGENT_FILE_TYPES = ['pdf', 'docx', 'txt', 'md', 'csv', 'xlsx', 'pptx'] as const;
export const THREAD_FILE_TYPES = [...AGENT_FILE_TYPES, 'png', 'jpg', 'jpeg', 'webp'] as const;
