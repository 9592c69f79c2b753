/** Who locked the screen (kept for this tab only, so the lock page can greet them after sign-out). */
export interface LockedIdentity {
  email: string;
  name: string;
  picture: string | null;
}

const KEY = 'ideaproof.locked';

export function readLockedIdentity(): LockedIdentity | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<LockedIdentity>;
    return typeof v.email === 'string' && typeof v.name === 'string'
      ? { email: v.email, name: v.name, picture: typeof v.picture === 'string' ? v.picture : null }
      : null;
  } catch {
    return null;
  }
}

export function writeLockedIdentity(identity: LockedIdentity | null): void {
  try {
    if (identity) sessionStorage.setItem(KEY, JSON.stringify(identity));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage full or blocked: the lock page then asks for a normal sign-in.
  }
}
