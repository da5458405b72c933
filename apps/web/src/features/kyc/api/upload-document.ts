import { uploadResponse, type UploadResponse } from '@app/contract';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { apiErrorFromBody, NETWORK_ERROR_MESSAGE } from '../../../lib/api-error';
import { getToken } from '../../../lib/auth-token';

/**
 * POST /api/uploads with XMLHttpRequest, because fetch cannot report upload progress.
 * `onProgress` gets 0..1 as bytes leave the browser.
 */
export function uploadDocument(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/uploads`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) return reject(apiErrorFromBody(xhr.status, body));
      const parsed = uploadResponse.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, 'Unexpected response from server', 'INVALID_RESPONSE'));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
