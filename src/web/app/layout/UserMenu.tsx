import Dropdown from 'react-bootstrap/Dropdown';
import { Link, useNavigate } from 'react-router';
import { LifeBuoy, LogOut, Settings } from 'lucide-react';
import { useAuth, type CurrentUser } from '../../lib/AuthProvider';
import { SIGN_IN_PATH } from '../ProtectedRoute';

function displayNameOf(user: CurrentUser): string {
  return user.display_name?.trim() || user.username?.trim() || user.email;
}

/** Profile picture (docs/product.md#data: a base64 data URL) or the user's initial. */
function Avatar({ user, size = 32 }: { user: CurrentUser; size?: number }) {
  if (user.profile_picture) {
    return (
      <img
        src={user.profile_picture}
        alt=""
        width={size}
        height={size}
        className="rounded-circle object-fit-cover"
        data-testid="avatar-picture"
      />
    );
  }
  return (
    <span className="avatar-initial rounded-circle" style={{ width: size, height: size }} aria-hidden="true">
      {displayNameOf(user).charAt(0).toUpperCase()}
    </span>
  );
}

/** docs/product.md#screens: user menu with Settings, Support and Logout. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const name = displayNameOf(user);
  const logout = async () => {
    try {
      await signOut();
    } finally {
      navigate(SIGN_IN_PATH, { replace: true });
    }
  };
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        className="d-flex align-items-center gap-2 text-body text-decoration-none px-1"
        aria-label={`Account menu for ${name}`}
      >
        <Avatar user={user} />
        <span className="fw-semibold d-none d-sm-inline text-truncate" style={{ maxWidth: 160 }}>
          {name}
        </span>
      </Dropdown.Toggle>
      <Dropdown.Menu className="shadow border-0">
        <Dropdown.Header className="text-truncate" style={{ maxWidth: 240 }}>
          Signed in as
          <br />
          <strong className="text-body">{user.email}</strong>
        </Dropdown.Header>
        <Dropdown.Item as={Link} to="/settings" className="d-flex align-items-center gap-2">
          <Settings size={16} aria-hidden="true" /> Settings
        </Dropdown.Item>
        <Dropdown.Item as={Link} to="/contact" className="d-flex align-items-center gap-2">
          <LifeBuoy size={16} aria-hidden="true" /> Support
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={logout} className="d-flex align-items-center gap-2 text-danger">
          <LogOut size={16} aria-hidden="true" /> Logout
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
