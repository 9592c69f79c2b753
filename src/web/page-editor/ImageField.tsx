import { useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { errorDetail } from '../lib/api';
import {
  IMAGE_SLOT_SIZES,
  PAGE_EDITOR_MESSAGES,
  PAGE_IMAGE_MAX_BYTES,
  PAGE_IMAGE_TYPES,
  type ImageSlot,
} from '../../shared/contracts/page-editor';
import { useUploadImage } from './useUploadImage';

const MAX_MB = PAGE_IMAGE_MAX_BYTES / (1024 * 1024);

/** The same checks as the server, before anything is sent. */
function imageProblem(file: File): string | null {
  if (file.size > PAGE_IMAGE_MAX_BYTES) return PAGE_EDITOR_MESSAGES.imageTooLarge(MAX_MB);
  if (file.type && !(PAGE_IMAGE_TYPES as readonly string[]).includes(file.type)) return PAGE_EDITOR_MESSAGES.imageType;
  return null;
}

/**
 * One image of the page: its thumbnail, an upload that replaces it in the draft, and an undo back
 * to the published one (the generated image stays until the founder uploads another).
 */
export function ImageField({
  orderId,
  slot,
  label,
  url,
  publishedUrl,
  onChange,
}: {
  orderId: string;
  slot: ImageSlot;
  label: string;
  url: string;
  publishedUrl: string;
  onChange(url: string): void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage(orderId);
  const [problem, setProblem] = useState<string | null>(null);
  const size = IMAGE_SLOT_SIZES[slot];

  const choose = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    const issue = imageProblem(file);
    if (issue) {
      setProblem(issue);
      return;
    }
    try {
      const answer = await upload.mutateAsync({ slot, file });
      onChange(answer.url);
    } catch (err) {
      setProblem(errorDetail(err, String(err)));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="mb-3">
      <div className="fw-semibold small mb-1">{label}</div>
      <div className="d-flex gap-3 align-items-start flex-wrap">
        {url ? (
          <img className="pe-thumb rounded border" src={url} alt={`${label} (current)`} />
        ) : (
          <div className="pe-thumb rounded border d-flex align-items-center justify-content-center small text-body-secondary">
            No image
          </div>
        )}
        <div className="small">
          <label htmlFor={inputId} className="form-label mb-1">
            Replace {label.toLowerCase()}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            className="form-control form-control-sm"
            accept={PAGE_IMAGE_TYPES.join(',')}
            aria-describedby={`${inputId}-hint`}
            disabled={upload.isPending}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          <div id={`${inputId}-hint`} className="form-text">
            JPEG, PNG, WebP or GIF, at most {MAX_MB} MB; cropped to {size.width}×{size.height}.
          </div>
          {upload.isPending ? (
            <div role="status" className="mt-1">
              <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> Uploading…
            </div>
          ) : null}
          {problem ? (
            <div role="alert" className="text-danger mt-1">
              {problem}
            </div>
          ) : null}
          {url !== publishedUrl ? (
            <Button variant="link" size="sm" className="px-0" onClick={() => onChange(publishedUrl)}>
              Undo: keep the published image
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
