import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { okSchema } from '../../../shared/contracts/profile';
import { useAuth, type CurrentUser } from '../../lib/AuthProvider';
import { api, errorDetail } from '../../lib/api';
import { useToast } from '../../ui/toast';

export const ACCOUNT_DELETED = 'Your account and its data were deleted.';
export const deleteFailed = (message: string) => `Failed to delete the account: ${message}`;

/**
 * Delete the account and its data (docs/product.md#deleting-your-account): confirmed by typing the
 * account email, then the browser is signed out.
 */
export function DeleteAccountCard({ user }: { user: CurrentUser }) {
  const toast = useToast();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();

  const close = () => {
    if (deleting) return;
    setOpen(false);
    setTyped('');
  };
  const remove = async () => {
    if (!matches) return;
    setDeleting(true);
    try {
      await api('/api/me', { method: 'DELETE', body: { confirm_email: typed.trim() }, schema: okSchema });
      await signOut();
      toast.success(ACCOUNT_DELETED);
      navigate('/', { replace: true });
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
          notifications. Payment records are kept, as the law requires. This cannot be undone.
        </p>
        <Button variant="outline-danger" className="w-100" onClick={() => setOpen(true)}>
          Delete account…
        </Button>
      </div>
      <Modal show={open} onHide={close} centered aria-labelledby="delete-account-dialog-title">
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            void remove();
          }}
        >
          <Modal.Header closeButton>
            <Modal.Title id="delete-account-dialog-title" className="h5">
              Delete your account?
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p>
              Your profile, pages, leads, visits, experiments, campaigns, reports and notifications are deleted, and you
              are signed out. Payment records are kept, as the law requires.
            </p>
            <Form.Group controlId="delete-account-email">
              <Form.Label className="fw-medium">
                Type your email, <span className="text-break">{user.email}</span>, to confirm
              </Form.Label>
              <Form.Control
                type="email"
                autoComplete="off"
                value={typed}
                maxLength={254}
                onChange={(e) => setTyped(e.target.value)}
                autoFocus
              />
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close} disabled={deleting}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={!matches || deleting}>
              {deleting ? 'Deleting…' : 'Delete my account'}
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </section>
  );
}
