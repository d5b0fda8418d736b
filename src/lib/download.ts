/**
 * Saves text as a file through the browser's download (a members CSV, a chat's export): a hidden
 * link to a blob, clicked once, its address released after the click has taken it.
 */
export function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
