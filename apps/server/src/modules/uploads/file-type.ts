import type { UploadMimeType } from '@app/contract';

const signatures: { mime: UploadMimeType; bytes: number[] }[] = [
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/** The file's type from its first bytes (magic numbers); the name and the client's claim don't count. */
export function sniffFileType(head: Uint8Array): UploadMimeType | undefined {
  return signatures.find((s) => s.bytes.every((b, i) => head[i] === b))?.mime;
}
