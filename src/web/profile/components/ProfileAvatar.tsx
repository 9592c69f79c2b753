import type { CurrentUser } from '../../lib/AuthProvider';

/** The user's photo, or their initial on a tinted disc. */
export function ProfileAvatar({ user, size, src }: { user: CurrentUser; size: number; src?: string | null }) {
  const picture = src ?? user.profile_picture;
  const name = user.display_name || user.username || user.email;
  if (picture) {
    return (
      <img
        src={picture}
        alt={`Profile photo of ${name}`}
        width={size}
        height={size}
        className="rounded-circle object-fit-cover border"
      />
    );
  }
  return (
    <span
      className="avatar-initial rounded-circle d-inline-flex"
      style={{ width: size, height: size, fontSize: size / 2.5 }}
      aria-hidden="true"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
