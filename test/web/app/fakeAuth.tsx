import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { AuthState, CurrentUser } from '../../../src/web/lib/AuthProvider';

/** A controllable stand-in for src/web/lib/AuthProvider (use with vi.mock in the test file). */
export const fakeAuth: { state: AuthState } = { state: makeState('signed-out') };

export function makeState(status: AuthState['status'], user: CurrentUser | null = null): AuthState {
  return {
    status,
    user,
    signIn: vi.fn(async () => {}),
    signUp: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    refresh: vi.fn(async () => {}),
  };
}

export const fakeAuthModule = {
  useAuth: () => fakeAuth.state,
  AuthProvider: ({ children }: { children: ReactNode }) => children,
};
