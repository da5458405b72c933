import { uploadMessages } from '@app/contract';
import { clsx } from 'clsx';
import { CircleCheck, FileText, RefreshCw, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { uploadDocument } from '../api/upload-document';
import { checkFile } from '../lib/check-file';

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; progress: number }
  | { status: 'uploaded'; name: string; size: number };

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * One document: idle -> uploading (with progress) -> uploaded, which can be replaced. A file that
 * fails the checks or the upload is discarded and the previous state comes back.
 */
export function DocumentUpload({
  label,
  hint,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  hint: string;
  /** The upload's URL once uploaded, else ''. */
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  testId: string;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [fileError, setFileError] = useState<string>();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkFile(file);
    if (problem) {
      setFileError(problem);
      return;
    }
    const previous = state;
    const previousValue = value;
    setFileError(undefined);
    setState({ status: 'uploading', name: file.name, progress: 0 });
    onChange('');
    try {
      const result = await uploadDocument(file, (progress) =>
        setState({ status: 'uploading', name: file.name, progress }),
      );
      setState({ status: 'uploaded', name: file.name, size: file.size });
      onChange(result.url);
    } catch (err) {
      setState(previous);
      onChange(previousValue);
      // The server's type and size verdicts are worth showing as they are; anything else is a failed upload.
      const message = errorMessage(err, uploadMessages.failed);
      const specific: string[] = [uploadMessages.badType, uploadMessages.tooLarge];
      setFileError(specific.includes(message) ? message : uploadMessages.failed);
    }
  }

  const shownError = fileError ?? error;
  const uploaded = state.status === 'uploaded' && value;
  return (
    <div data-testid={testId} data-state={uploaded ? 'uploaded' : state.status}>
      <p className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">{label}</p>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
        className="peer sr-only"
        onChange={onFile}
        // Not `disabled` while uploading: that would drop keyboard focus to <body>. The picker stays shut.
        aria-disabled={state.status === 'uploading' || undefined}
        onClick={(event) => {
          if (state.status === 'uploading') event.preventDefault();
        }}
        data-testid={`${testId}-input`}
        aria-describedby={shownError ? `${inputId}-error` : undefined}
      />
      {state.status === 'uploading' ? (
        <div className="rounded-2xl border border-brand-200 bg-brand-50/50 p-4 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 dark:border-brand-900 dark:bg-brand-950/30">
          <div className="flex items-center gap-3">
            <FileText className="size-5 shrink-0 text-brand-600" aria-hidden />
            <p className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800 dark:text-slate-100">
              {state.name}
            </p>
            <span className="text-xs font-semibold text-brand-700 dark:text-brand-300">
              {Math.round(state.progress * 100)}%
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={`Uploading ${label}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(state.progress * 100)}
            className="mt-3 h-2 overflow-hidden rounded-full bg-brand-100 dark:bg-brand-900/60"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${state.progress * 100}%` }}
            />
          </div>
        </div>
      ) : uploaded ? (
        <div className="flex items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50/60 p-4 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 dark:border-brand-900 dark:bg-brand-950/30">
          <CircleCheck className="size-5 shrink-0 text-brand-600" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{state.name}</p>
            <p className="text-xs text-slate-500 dark:text-slate-400">Uploaded · {formatSize(state.size)}</p>
          </div>
          <label
            htmlFor={inputId}
            className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-100 dark:text-brand-300 dark:hover:bg-brand-900/50"
          >
            <RefreshCw className="size-4" aria-hidden />
            Replace
          </label>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          className={clsx(
            'flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
            shownError
              ? 'border-red-300 bg-red-50/40 dark:border-red-800 dark:bg-red-950/20'
              : 'border-slate-200 hover:border-brand-400 hover:bg-brand-50/40 dark:border-slate-700 dark:hover:bg-slate-800/50',
          )}
        >
          <span className="flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800">
            <Upload className="size-5" aria-hidden />
          </span>
          <span className="text-sm font-semibold text-slate-800 dark:text-slate-100">Click to upload</span>
          <span className="text-xs text-slate-500 dark:text-slate-400">{hint}</span>
          <span className="text-xs text-slate-500 dark:text-slate-400">JPEG, PNG or PDF · max 5MB</span>
        </label>
      )}
      {shownError && (
        <p
          id={`${inputId}-error`}
          className="mt-1.5 text-sm text-red-600 dark:text-red-400"
          data-testid={`${testId}-error`}
        >
          {shownError}
        </p>
      )}
    </div>
  );
}
