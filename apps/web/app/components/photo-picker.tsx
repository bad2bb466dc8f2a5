import type { Image, UploadedPhoto } from '@jaliya/contract';
import { PHOTO_FILE_TYPES } from '@jaliya/contract/limits';
import { useEffect, useId, useRef, useState } from 'react';
import { ChevronEndIcon, ChevronStartIcon, CloseIcon } from './icons';
import { apiBaseOfPage } from '../lib/api-client';
import { useI18n } from '../lib/i18n';
import { useHydrated } from '../lib/use-hydrated';

/** Uploads at once; more wait their turn, so a phone on a slow link sends one photo well, not ten badly. */
const PARALLEL_UPLOADS = 2;

interface PhotoItem {
  key: string;
  /** The stored photo's id once uploaded. */
  id?: number;
  image?: Image;
  /** A local preview while the file uploads. */
  previewUrl?: string;
  file?: File;
  status: 'queued' | 'uploading' | 'done' | 'failed';
  progress: number;
  error?: string;
}

/** A photo the server refused for what it is (type, size): it takes no place, and trying again cannot help. */
interface RefusedPhoto {
  key: string;
  fileName: string;
  reason: string;
}

/**
 * Why an upload failed, and whether sending the same file again can help: it can after a lost
 * connection, a busy or failing server (5xx) or a rate limit (429); it cannot when the server
 * refused the file itself (any other 4xx: not a photo, too large).
 */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly isRetryable: boolean,
  ) {
    super(message);
  }
}

/** Whether an answer's status means the same request may succeed later. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

interface PhotoPickerProps {
  /** The form field the ids are sent in (`logoId`, `mainPhotoIds`, ...), in the order shown. */
  name: string;
  label: string;
  hint: string;
  max: number;
  initial: UploadedPhoto[];
  error: string | undefined;
  /** The API upload the files go to (the console's site images have their own). */
  uploadPath?: string;
}

let keyCounter = 0;
/** A key for one upload: sent as `Idempotency-Key`, so a retry never stores the photo twice. */
function newUploadKey(): string {
  keyCounter += 1;
  const random = globalThis.crypto?.randomUUID?.().replaceAll('-', '') ?? Math.random().toString(36).slice(2);
  return `p${Date.now().toString(36)}${keyCounter}${random}`.slice(0, 64);
}

/** Times a photo is sent again, after the wait the server asks for, when it is busy with others (503). */
const BUSY_RETRIES = 3;

/**
 * Sends one file to the API with progress; resolves to the stored photo, or rejects with the API's
 * message. While the server's image queue is full (503 with Retry-After) it waits as asked and
 * sends the file again with the same Idempotency-Key, a few times before it gives up.
 */
function uploadPhoto(
  uploadPath: string,
  file: File,
  key: string,
  onProgress: (fraction: number) => void,
  fallbackMessage: string,
  retriesLeft = BUSY_RETRIES,
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBaseOfPage()}/${uploadPath}`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Idempotency-Key', key);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        body = undefined;
      }
      if (request.status === 200 && body && typeof body === 'object' && 'data' in body) {
        resolve((body as { data: UploadedPhoto }).data);
        return;
      }
      const wait = Number(request.getResponseHeader('Retry-After'));
      if (request.status === 503 && retriesLeft > 0 && wait >= 1 && wait <= 60) {
        onProgress(0);
        setTimeout(() => {
          uploadPhoto(uploadPath, file, key, onProgress, fallbackMessage, retriesLeft - 1).then(
            resolve,
            reject,
          );
        }, wait * 1000);
        return;
      }
      const error = (body as { error?: { message?: string; fields?: Record<string, string> } } | undefined)
        ?.error;
      reject(
        new UploadError(
          error?.fields?.photo ?? error?.message ?? fallbackMessage,
          isRetryableStatus(request.status),
        ),
      );
    });
    request.addEventListener('error', () => reject(new UploadError(fallbackMessage, true)));
    const form = new FormData();
    form.append('photo', file, file.name);
    request.send(form);
  });
}

/**
 * Photos of one kind on the business form: each file uploads as soon as it is chosen, with a
 * progress bar and a preview, and can be moved or removed before the form is sent. The form
 * sends only the ids, in the order shown. A file the server refuses (not a photo, too large)
 * leaves the list with the reason said; one lost to the connection or the server stays, with a
 * button to send it again. Without JavaScript it says that photos need it (the text fields still
 * work).
 */
export function PhotoPicker({
  name,
  label,
  hint,
  max,
  initial,
  error,
  uploadPath = 'uploads/listing-photos',
}: PhotoPickerProps) {
  const { t } = useI18n();
  const id = useId();
  const isHydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<PhotoItem[]>(() =>
    initial.map((photo) => ({
      key: `stored-${photo.id}`,
      id: photo.id,
      image: photo.image,
      status: 'done',
      progress: 1,
    })),
  );
  const [refused, setRefused] = useState<RefusedPhoto[]>([]);
  const update = (key: string, change: Partial<PhotoItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  // Uploads wait in a queue and start while fewer than PARALLEL_UPLOADS are running.
  const queue = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(0);
  const pump = () => {
    while (running.current < PARALLEL_UPLOADS && queue.current.length > 0) {
      const next = queue.current.shift();
      if (!next) break;
      running.current += 1;
      update(next.key, { status: 'uploading', progress: 0 });
      uploadPhoto(
        uploadPath,
        next.file,
        next.key,
        (progress) => update(next.key, { progress }),
        t('directory.form.uploadFailed'),
      )
        .then((photo) =>
          update(next.key, {
            status: 'done',
            id: photo.id,
            image: photo.image,
            progress: 1,
            error: undefined,
          }),
        )
        .catch((failure: Error) => {
          if (failure instanceof UploadError && !failure.isRetryable) {
            setItems((current) => current.filter((item) => item.key !== next.key));
            setRefused((current) => [
              ...current,
              { key: next.key, fileName: next.file.name, reason: failure.message },
            ]);
          } else update(next.key, { status: 'failed', error: failure.message });
        })
        .finally(() => {
          running.current -= 1;
          pump();
        });
    }
  };

  // Local previews are released when they are no longer shown.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const shown = new Set(items.flatMap((item) => (item.previewUrl ? [item.previewUrl] : [])));
    for (const url of previews.current) if (!shown.has(url)) URL.revokeObjectURL(url);
    previews.current = shown;
  }, [items]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const addFiles = (files: FileList | null) => {
    if (!files) return;
    setRefused([]);
    const room = Math.max(0, max - items.length);
    const added = Array.from(files)
      .slice(0, room)
      .map((file): PhotoItem => ({
        key: newUploadKey(),
        file,
        previewUrl: URL.createObjectURL(file),
        status: 'queued',
        progress: 0,
      }));
    setItems((current) => [...current, ...added]);
    queue.current.push(...added.map((item) => ({ key: item.key, file: item.file as File })));
    pump();
    if (inputRef.current) inputRef.current.value = '';
  };
  const move = (index: number, step: -1 | 1) =>
    setItems((current) => {
      const target = index + step;
      if (target < 0 || target >= current.length) return current;
      const next = [...current];
      [next[index], next[target]] = [next[target] as PhotoItem, next[index] as PhotoItem];
      return next;
    });
  const remove = (key: string) => {
    queue.current = queue.current.filter((queued) => queued.key !== key);
    setItems((current) => current.filter((item) => item.key !== key));
  };
  // A retry sends the same key: if the first try was stored after all, the API answers with it.
  const retry = (item: PhotoItem) => {
    if (!item.file) return;
    update(item.key, { status: 'queued', progress: 0, error: undefined });
    queue.current.push({ key: item.key, file: item.file });
    pump();
  };

  const isUploading = items.some((item) => item.status === 'queued' || item.status === 'uploading');
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      data-uploading={isUploading ? 'true' : undefined}
      data-photo-field={name}
      className="rounded-xl border border-slate-200 p-4"
    >
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint} {t('directory.form.photoCount', { count: items.length, max })}
      </p>
      {items.length > 0 ? (
        <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {items.map((item, index) => {
            const position = index + 1;
            const source = item.image?.url ?? item.previewUrl;
            return (
              <li
                key={item.key}
                className="relative overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200"
              >
                {item.id !== undefined && item.status === 'done' ? (
                  <input type="hidden" name={name} value={item.id} />
                ) : null}
                {source ? (
                  <img
                    src={source}
                    alt={t('directory.form.photoAlt', { position })}
                    className="aspect-[4/3] w-full object-cover"
                  />
                ) : null}
                {item.status === 'uploading' || item.status === 'queued' ? (
                  <div className="absolute inset-x-2 bottom-12">
                    <progress
                      max={100}
                      value={Math.round(item.progress * 100)}
                      aria-label={t('directory.form.uploading', { position })}
                      className="h-2 w-full overflow-hidden rounded accent-primary"
                    />
                  </div>
                ) : null}
                {item.status === 'failed' ? (
                  <div role="alert" className="bg-red-50 px-2 py-1 text-xs text-red-900">
                    {item.error}{' '}
                    <button type="button" onClick={() => retry(item)} className="font-semibold underline">
                      {t('directory.form.retry')}
                    </button>
                  </div>
                ) : null}
                <div className="flex items-center justify-between gap-1 bg-white/95 p-1">
                  <button
                    type="button"
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    aria-label={t('directory.form.moveEarlier', { position })}
                    className="grid size-10 place-items-center rounded-full hover:bg-slate-100 disabled:opacity-30"
                  >
                    <ChevronStartIcon className="size-5" />
                  </button>
                  <span className="text-xs font-medium text-slate-700">{position}</span>
                  <button
                    type="button"
                    onClick={() => move(index, 1)}
                    disabled={index === items.length - 1}
                    aria-label={t('directory.form.moveLater', { position })}
                    className="grid size-10 place-items-center rounded-full hover:bg-slate-100 disabled:opacity-30"
                  >
                    <ChevronEndIcon className="size-5" />
                  </button>
                  <button
                    type="button"
                    onClick={() => remove(item.key)}
                    aria-label={t('directory.form.removePhoto', { position })}
                    className="grid size-10 place-items-center rounded-full text-danger hover:bg-red-50"
                  >
                    <CloseIcon className="size-5" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {isHydrated ? (
        items.length < max ? (
          <label className="mt-3 inline-flex min-h-11 cursor-pointer items-center rounded-full bg-primary/10 px-4 text-sm font-semibold text-primary hover:bg-primary/20 focus-within:ring-2 focus-within:ring-primary">
            {max === 1 ? t('directory.form.choosePhoto') : t('directory.form.addPhotos')}
            <input
              ref={inputRef}
              type="file"
              accept={PHOTO_FILE_TYPES}
              multiple={max > 1}
              onChange={(event) => addFiles(event.currentTarget.files)}
              className="sr-only"
              data-testid={`${name}-input`}
            />
          </label>
        ) : null
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t('directory.form.photosNeedScript')}</p>
      )}
      {refused.length > 0 ? (
        <ul role="alert" className="mt-2 grid gap-1 text-sm text-danger" data-testid={`${name}-refused`}>
          {refused.map((photo) => (
            <li key={photo.key}>
              {/* The file's name is isolated: a Latin name keeps its place in an Arabic sentence. */}
              {t('directory.form.photoRefused', {
                name: `\u2068${photo.fileName}\u2069`,
                reason: photo.reason,
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-danger" data-field-error={name}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
