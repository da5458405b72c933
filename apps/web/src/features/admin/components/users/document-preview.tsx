import { ExternalLink, FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Skeleton } from '../../../../components/ui/skeleton';
import { errorMessage } from '../../../../lib/api-client';
import { useDocument } from '../../api/get-document';

/**
 * One KYC document: images inline, PDFs as a button that opens them in a new tab. The bytes are
 * fetched with the admin's token and shown from an object URL (an <img> cannot send the token).
 */
export function DocumentPreview({ label, url }: { label: string; url: string }) {
  const doc = useDocument(url);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!doc.data) return;
    const next = URL.createObjectURL(doc.data);
    setObjectUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [doc.data]);

  return (
    <figure
      className="min-w-0 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-900/5 dark:bg-slate-800/50 dark:ring-white/5"
      data-testid="kyc-document"
    >
      <figcaption className="mb-2 text-xs font-semibold text-slate-600 dark:text-slate-300">{label}</figcaption>
      {doc.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : doc.isError ? (
        <p className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(doc.error, 'Could not load the document.')}
        </p>
      ) : doc.data.type.startsWith('image/') && objectUrl ? (
        <a
          href={objectUrl}
          target="_blank"
          rel="noreferrer"
          className="block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <img
            src={objectUrl}
            alt={label}
            className="max-h-48 w-full rounded-lg bg-white object-contain dark:bg-slate-900"
            data-testid="kyc-document-image"
          />
        </a>
      ) : (
        <a
          href={objectUrl ?? undefined}
          target="_blank"
          rel="noreferrer"
          className="flex items-center gap-2 rounded-lg bg-white px-3 py-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-200 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800"
          data-testid="kyc-document-file"
        >
          <FileText className="size-5 shrink-0 text-slate-500" aria-hidden />
          Open PDF
          <ExternalLink className="ml-auto size-4 text-slate-500" aria-hidden />
        </a>
      )}
    </figure>
  );
}
