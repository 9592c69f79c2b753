import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { ApiError, getToken, isApiError, onUnauthorized, setToken, TOKEN_KEY } from './api';
import type { UserDocument } from '../../shared/contracts/profile';
import { fetchMe, identityCall } from './identityApi';

/**
 * The signed-in user: their docs/product.md#data user document (GET /api/me). The provider always holds the whole
 * document; only id, email and username are guaranteed by the type (so test fakes stay small).
 */
export type CurrentUser = Pick<UserDocument, 'id' | 'email' | 'username'> &
  Partial<Omit<UserDocument, 'id' | 'email' | 'username'>>;

export interface AuthState {
  /** 'loading' until the stored session has been checked with the server. */
  status: 'loading' | 'signed-in' | 'signed-out';
  user: CurrentUser | null;
  signIn(email: string, password: string, rememberMe: boolean): Promise<void>;
  signUp(username: string, email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Reload the user document (after a profile change, or once a new token is stored). */
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

type Session = { status: 'loading' | 'signed-out'; user: null } | { status: 'signed-in'; user: CurrentUser };

/**
 * Holds the session: the signed bearer token (localStorage, via src/web/lib/api.ts) and the
 * user document it belongs to. Any 401 from the API signs the browser out; so does signing out
 * in another tab.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(() =>
    getToken() ? { status: 'loading', user: null } : { status: 'signed-out', user: null },
  );
  const queryClient = useContext(QueryClientContext);
  const generation = useRef(0);

  const signedOut = useCallback(() => {
    generation.current += 1;
    setToken(null);
    queryClient?.clear();
    setSession({ status: 'signed-out', user: null });
  }, [queryClient]);

  /** Load the user document for the stored token; the newest call wins. */
  const load = useCallback(
    async (signal?: AbortSignal) => {
      const mine = ++generation.current;
      try {
        const user = await fetchMe(signal);
        if (mine === generation.current) setSession({ status: 'signed-in', user });
      } catch (err) {
        if ((err as Error).name === 'AbortError' || mine !== generation.current) return;
        if (isApiError(err, 401)) signedOut();
        else setSession({ status: 'signed-out', user: null });
        throw err;
      }
    },
    [signedOut],
  );

  useEffect(() => {
    if (!getToken()) return;
    const controller = new AbortController();
    load(controller.signal).catch(() => {});
    return () => controller.abort();
  }, [load]);

  useEffect(() => onUnauthorized(signedOut), [signedOut]);

  // Signing in or out in another tab changes the stored token.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== TOKEN_KEY) return;
      if (!e.newValue) {
        generation.current += 1;
        queryClient?.clear();
        setSession({ status: 'signed-out', user: null });
      } else load().catch(() => {});
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [load, queryClient]);

  const startSession = useCallback(
    async (token: string | null) => {
      if (!token) throw new ApiError(500, 'The server did not return a session');
      queryClient?.clear();
      setToken(token);
      await load();
    },
    [load, queryClient],
  );

  const value = useMemo<AuthState>(
    () => ({
      status: session.status,
      user: session.user,
      async signIn(email, password, rememberMe) {
        const { token } = await identityCall('/sign-in/email', { email, password, rememberMe });
        await startSession(token);
      },
      async signUp(username, email, password) {
        const { token } = await identityCall('/sign-up/email', { name: username, email, password });
        await startSession(token);
      },
      async signOut() {
        try {
          if (getToken()) await identityCall('/sign-out', {}, { bearer: true });
        } catch {
          // The token is dropped whatever the server said (it may already be invalid).
        } finally {
          signedOut();
        }
      },
      refresh: () => load(),
    }),
    [session, load, signedOut, startSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The signed-in user, or null when signed out or outside the provider (a component rendered alone reads no session). */
export function useUserOrNull(): CurrentUser | null {
  return useContext(AuthContext)?.user ?? null;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}
