import { useQuery } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_MESSAGE, apiErrorFromBody } from '../../../lib/api-error';
import { getToken } from '../../../lib/auth-token';
import { adminKeys } from './query-keys';

/**
 * A KYC document (`/api/uploads/:id`) as a Blob. Uploads need the bearer token, which an <img>
 * cannot send, so the admin's preview fetches the bytes and shows them from an object URL.
 */
export async function getDocument(url: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${getToken() ?? ''}` }, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw apiErrorFromBody(response.status, await response.json().catch(() => undefined));
  return response.blob();
}

export function useDocument(url: string) {
  return useQuery({
    queryKey: adminKeys.document(url),
    queryFn: ({ signal }) => getDocument(url, signal),
    staleTime: Infinity,
  });
}
