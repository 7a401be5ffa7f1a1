import type { DocumentDto } from '@/lib/domain/documents/documents';
import { apiUrl, JsonApiError, refreshSession, type JsonApiErrorItem } from '@/lib/client/json-api';

/**
 * PUT /json-api/verifications/{id} with the picture as a data URL. Sent with XMLHttpRequest, not
 * fetch: a 32 MB upload takes a while on a phone, and only XHR reports the upload's progress.
 * The same conventions as lib/client/json-api (platform, X-Requested-With, Accept-Language, the
 * session cookie), and the same one refresh and retry on a 401. No timeout: a slow upload is not
 * a dead one; the player can cancel it (`signal`).
 */
export interface UploadOptions {
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

function send(id: number, file: string, options: UploadOptions): Promise<DocumentDto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', apiUrl(`/json-api/verifications/${id}`));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept-Language', document.documentElement.lang || 'ru');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((body as { data: DocumentDto }).data);
        return;
      }
      const list = (body as { errors?: unknown } | null)?.errors;
      const errors = Array.isArray(list) ? list.filter((e): e is JsonApiErrorItem => typeof (e as { code?: unknown })?.code === 'string') : [];
      reject(new JsonApiError('http', xhr.status, errors, body));
    };
    xhr.onerror = () => reject(new JsonApiError('network', 0));
    xhr.onabort = () => reject(new JsonApiError('aborted', 0));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(JSON.stringify({ file }));
  });
}

export async function uploadDocument(id: number, file: string, options: UploadOptions): Promise<DocumentDto> {
  try {
    return await send(id, file, options);
  } catch (error) {
    if (!(error instanceof JsonApiError) || error.status !== 401 || !(await refreshSession())) throw error;
    options.onProgress(0);
    return send(id, file, options);
  }
}

/** The file as a data URL (`data:image/png;base64,…`), the body's `file`. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('file not readable'));
    reader.readAsDataURL(file);
  });
}
