import { ApiError } from './api-error';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * fetch() cannot report upload progress, so uploads that ask for it go through XMLHttpRequest
 * with the same method, headers, credentials and abort signal, and come back as a Response.
 */
export function sendWithProgress(
  url: string,
  init: RequestInit,
  onProgress: (progress: UploadProgress) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', url);
    xhr.withCredentials = init.credentials === 'include';
    new Headers(init.headers).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.total });
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const body = xhr.status === 204 ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new ApiError('Network request failed', 0));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit);
  });
}
