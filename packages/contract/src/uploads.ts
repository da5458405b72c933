import { z } from 'zod';

/** Upload limits and messages, word for word from the product spec (§5, §8, §9). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

export const uploadMessages = {
  badType: 'Please upload only JPEG, PNG, or PDF files',
  tooLarge: 'File size must be less than 5MB',
  failed: 'Failed to upload file. Please try again.',
  missingFile: 'Choose a file to upload',
} as const;

export const uploadResponse = z.object({
  id: z.string(),
  /** `/api/uploads/{id}`: readable by the owner and admins only. */
  url: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;

export const uploadUrl = (id: string) => `/api/uploads/${id}`;
