import { ApiError, NETWORK_ERROR_MESSAGE, apiErrorFromBody } from '../../../lib/api-error';
import { API_BASE } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-token';

/** Where a transaction's PDF receipt is served (needs the bearer token, so it is fetched, not linked). */
export const receiptPath = (id: string) => `${API_BASE}/transactions/${encodeURIComponent(id)}/receipt.pdf`;

/** The file name the server suggests (`Content-Disposition`), else one from the reference. */
function fileNameOf(response: Response, reference: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `naijawallet-receipt-${reference.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}.pdf`;
}

/** A transaction's receipt as a PDF file, ready to save or share. */
export async function getReceipt(id: string, reference: string): Promise<File> {
  let response: Response;
  try {
    response = await fetch(receiptPath(id), { headers: { authorization: `Bearer ${getToken() ?? ''}` } });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw apiErrorFromBody(response.status, await response.json().catch(() => undefined));
  const blob = await response.blob();
  return new File([blob], fileNameOf(response, reference), { type: 'application/pdf' });
}
