import { useEffect, useId, useRef, useState } from 'react';
import {
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TYPES,
  userDocumentSchema,
  type UserDocument,
} from '../../../shared/contracts/profile';
import { api, errorDetail } from '../../lib/api';
import type { CurrentUser } from '../../lib/AuthProvider';
import { useToast } from '../../ui/toast';
import { photoProblem } from '../photoCheck';
import { ProfileAvatar } from './ProfileAvatar';

const PHOTO_SAVED = 'Profile picture updated successfully!';
const photoFailed = (message: string) => `Failed to update profile picture: ${message}`;

/** docs/product.md#screens: the photo upload card "Select profile photo", with a preview and the same limits as the server. */
export function PhotoCard({ user, onUploaded }: { user: CurrentUser; onUploaded(doc: UserDocument): Promise<void> }) {
  const toast = useToast();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) {
      setFile(null);
      setProblem(null);
      return;
    }
    const issue = photoProblem(chosen);
    setProblem(issue);
    setFile(issue ? null : chosen);
  };

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const doc = await api('/upload-profile-picture', { method: 'POST', body, schema: userDocumentSchema });
      toast.success(PHOTO_SAVED);
      setFile(null);
      if (input.current) input.current.value = '';
      await onUploaded(doc);
    } catch (err) {
      toast.error(photoFailed(errorDetail(err, (err as Error).message)));
    } finally {
      setUploading(false);
    }
  };

  const maxMb = PROFILE_PHOTO_MAX_BYTES / (1024 * 1024);
  return (
    <section className="card border-0 shadow-sm" aria-labelledby="photo-card-title">
      <div className="card-body p-4">
        <h2 id="photo-card-title" className="h5 mb-3">
          Select profile photo
        </h2>
        <div className="d-flex align-items-center gap-3 mb-3">
          <ProfileAvatar user={user} size={72} src={preview} />
          <div className="small text-body-secondary">
            {file ? (
              <>
                Preview of <strong className="text-body text-break">{file.name}</strong>
              </>
            ) : user.profile_picture ? (
              'Your current photo'
            ) : (
              'No photo yet'
            )}
          </div>
        </div>
        <label htmlFor={inputId} className="form-label fw-medium">
          Photo file
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={PROFILE_PHOTO_TYPES.join(',')}
          className={`form-control${problem ? ' is-invalid' : ''}`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${inputId}-help`}
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <div id={`${inputId}-help`} className={problem ? 'invalid-feedback d-block' : 'form-text'}>
          {problem ?? `JPG, PNG, WebP or GIF, at most ${maxMb} MB. It is resized to 512 px and saved without metadata.`}
        </div>
        <button type="button" className="btn btn-primary mt-3 w-100" disabled={!file || uploading} onClick={upload}>
          {uploading ? 'Uploading…' : 'Upload photo'}
        </button>
      </div>
    </section>
  );
}
