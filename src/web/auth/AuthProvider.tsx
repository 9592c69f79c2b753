// STUB written by the lead so other areas compile; the identity helper replaces it.
import { createContext, useContext, type ReactNode } from 'react';

export interface CurrentUser {
  id: string;
  email: string;
  username: string;
  display_name?: string | null;
  profile_picture?: string | null;
}

export interface AuthState {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: CurrentUser | null;
  signIn(email: string, password: string, rememberMe: boolean): Promise<void>;
  signUp(username: string, email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const value: AuthState = {
    status: 'signed-out',
    user: null,
    signIn: async () => {},
    signUp: async () => {},
    signOut: async () => {},
    refresh: async () => {},
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}
