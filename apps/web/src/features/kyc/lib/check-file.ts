import { UPLOAD_MAX_BYTES, uploadMessages } from '@app/contract';

const ACCEPTED = ['image/jpeg', 'image/jpg', 'image/png', 'application/pdf'];
const EXTENSIONS = /\.(jpe?g|png|pdf)$/i;

/** The client-side check before uploading (the server judges the bytes again). */
export function checkFile(file: File): string | undefined {
  // Browsers leave `type` empty for unknown extensions; then the name decides.
  const typeOk = file.type ? ACCEPTED.includes(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return uploadMessages.badType;
  if (file.size > UPLOAD_MAX_BYTES) return uploadMessages.tooLarge;
  return undefined;
}
