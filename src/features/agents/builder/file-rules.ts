/**
 * The contract's rules for an agent's knowledge file (`AgentFileUploadRequest`: Laravel
 * `file|max:20480|mimes:pdf,docx,txt,md,csv,xlsx,pptx`), checked before anything is sent so a
 * wrong file costs no upload. The server checks them again; its 422 is shown the same way.
 */
export const AGENT_FILE_EXTENSIONS = ['pdf', 'docx', 'txt', 'md', 'csv', 'xlsx', 'pptx'] as const;
export const AGENT_FILE_MAX_KB = 20480;
export const AGENT_FILE_MAX_BYTES = AGENT_FILE_MAX_KB * 1024;

/** For the file picker's `accept`. */
export const AGENT_FILE_ACCEPT = AGENT_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Why the file cannot be uploaded, in the server's words; null when it may be. */
export function agentFileProblem(file: { name: string; size: number }): string | null {
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!(AGENT_FILE_EXTENSIONS as readonly string[]).includes(ext)) {
    return `The file must be a file of type: ${AGENT_FILE_EXTENSIONS.join(', ')}.`;
  }
  if (file.size > AGENT_FILE_MAX_BYTES)
    return `The file must not be greater than ${AGENT_FILE_MAX_KB} kilobytes (20 MB).`;
  return null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
