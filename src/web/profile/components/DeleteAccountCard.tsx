import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { okSchema } from '../../../shared/contracts/profile';
import { useAuth, type CurrentUser } from '../../lib/AuthProvider';
import { api, errorDetail } from '../../lib/api';
import { useToast } from '../../ui/toast';

const ACCOUNT_DELETED = 'Your account and its data were deleted.';
const deleteFailed = (message: string) => `Failed to delete the account: ${message}`;

/**
 * Delete the account and its data (docs/product.md#deleting-your-account): "Delete account…" opens
 * the confirmation in the card; the founder types the account email, then the browser is signed out.
 */
export function DeleteAccountCard({ user }: { user: CurrentUser }) {
  const toast = useToast();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();

  const cancel = () => {
    setOpen(false);
    setTyped('');
  };
  const remove = async (e: FormEvent) => {
    e.preventDefault();
    if (!matches || deleting) return;
    setDeleting(true);
    try {
      await api('/api/me', { method: 'DELETE', body: { confirm_email: typed.trim() }, schema: okSchema });
      // To the public home page first: signed out, this page would send the browser to sign-in.
      navigate('/', { replace: true });
      toast.success(ACCOUNT_DELETED);
      await signOut();
    } catch (err) {
      toast.error(deleteFailed(errorDetail(err, (err as Error).message)));
      setDeleting(false);
    }
  };

  return (
    <section className="card border-danger-subtle shadow-sm" aria-labelledby="delete-account-title">
      <div className="card-body p-4">
        <h2 id="delete-account-title" className="h5 mb-2">
          Delete account
        </h2>
        <p className="small text-body-secondary mb-3">
          Deletes your profile, your pages with their leads, visits, experiments, campaigns and reports, and your
          notifications, and signs you out. Payment records are kept, as the law requires. This cannot be undone.
        </p>
        {open ? (
          <form onSubmit={remove} aria-label="Confirm deleting the account">
            <label htmlFor="delete-account-email" className="form-label fw-medium">
              Type your email, <span className="text-break">{user.email}</span>, to confirm
            </label>
            <input
              id="delete-account-email"
              className="form-control mb-3"
              type="email"
              autoComplete="off"
              value={typed}
              maxLength={254}
              onChange={(e) => setTyped(e.target.value)}
              autoFocus
            />
            <div className="d-flex gap-2">
              <button
                type="button"
                className="btn btn-outline-secondary flex-fill"
                onClick={cancel}
                disabled={deleting}
              >
                Cancel
              </button>
              <button type="submit" className="btn btn-danger flex-fill" disabled={!matches || deleting}>
                {deleting ? 'Deleting…' : 'Delete my account'}
              </button>
            </div>
          </form>
        ) : (
          <button type="button" className="btn btn-outline-danger w-100" onClick={() => setOpen(true)}>
            Delete account…
          </button>
        )}
      </div>
    </section>
  );
}
