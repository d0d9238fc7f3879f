import { imageSrc, isShopImage, MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from '@handloom/shared';
import { Upload, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useDebounce } from 'use-debounce';
import { ApiError } from '../../lib/api-client.ts';
import { adminMessages } from '../../messages/admin-messages.ts';
import { uploadImage } from './admin-api.ts';
import { iconButtonClass, inputClass, labelClass } from './admin-styles.ts';

const m = adminMessages.form;

interface ImageSlotProps {
  slot: number;
  value: string;
  error: string | undefined;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
  /** Labels of a single image that is not a product image slot (a portrait, a receipt). */
  labels?: { url: string; upload: string; remove: string; preview: string };
}

/** Shown in the page only when the shop's policy lets it load (https or the shop's own images). */
function previewable(url: string): boolean {
  return isShopImage(url) || /^https?:\/\/[^\s]+$/i.test(url);
}

/** One image of a product: a URL typed in, or a file uploaded as soon as it is chosen; with a preview. */
export function ImageSlot({ slot, value, error, onChange, onBusyChange, labels }: ImageSlotProps) {
  const text = labels ?? { url: m.imageUrl(slot), upload: m.upload(slot), remove: m.removeImage(slot), preview: m.preview(slot) };
  const inputId = useId();
  const fileId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState('');
  const url = value.trim();
  // Typed addresses are previewed once typing pauses, not for every partial address.
  const [previewUrl] = useDebounce(url, 500);
  const shownError = uploadError || error;
  const errorId = `${inputId}-error`;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploadError('');
    // Quick checks for quick feedback; the server checks the content itself.
    if (file.size > MAX_UPLOAD_BYTES) return setUploadError(m.uploadTooLarge);
    if (file.type && !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return setUploadError(m.uploadWrongType);
    setUploading(true);
    onBusyChange(true);
    try {
      const { url: uploaded } = await uploadImage(file);
      onChange(uploaded);
    } catch (caught) {
      setUploadError(caught instanceof ApiError ? caught.message : adminMessages.loadFailed);
    } finally {
      setUploading(false);
      onBusyChange(false);
    }
  }

  return (
    <div className="flex gap-4 rounded-md border border-maroon-100 p-3 dark:border-ink-700">
      <div className="flex h-25 w-20 shrink-0 items-center justify-center overflow-hidden rounded bg-maroon-50 dark:bg-ink-700">
        {previewUrl && previewable(previewUrl) ? (
          <img src={imageSrc(previewUrl, 320)} alt={text.preview} className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className={labelClass}>
          {text.url}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            name={`image${slot}`}
            type="text"
            inputMode="url"
            autoComplete="off"
            className={inputClass}
            value={value}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? errorId : undefined}
            onChange={(event) => {
              setUploadError('');
              onChange(event.target.value);
            }}
          />
          {value ? (
            <button
              type="button"
              className={iconButtonClass}
              aria-label={text.remove}
              title={text.remove}
              onClick={() => {
                // A refused upload's message is about a file no longer in question.
                setUploadError('');
                onChange('');
              }}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : null}
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {/* The file input is visually hidden behind its label, which looks and acts as the button. */}
          <input id={fileId} type="file" accept={UPLOAD_IMAGE_TYPES.join(',')} className="peer sr-only" disabled={uploading} onChange={(event) => void choose(event)} />
          <label
            htmlFor={fileId}
            className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-maroon-700 px-3 py-1.5 text-sm font-semibold text-maroon-800 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-zari-500 hover:bg-maroon-50 dark:border-zari-400 dark:text-zari-300 dark:hover:bg-ink-700"
          >
            <Upload aria-hidden="true" className="size-4" />
            {uploading ? m.uploading : text.upload}
          </label>
          {url && !previewable(url) && !shownError ? <span className="text-xs text-stone-700 dark:text-stone-300">{m.noPreview}</span> : null}
        </div>
        {shownError ? (
          <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {shownError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
