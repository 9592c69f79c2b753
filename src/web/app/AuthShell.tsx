import { Outlet } from 'react-router';
import { AuthProvider } from '../lib/AuthProvider';

/**
 * The session (AuthProvider, with the identity API and its contracts) wraps only the routes that
 * use it: sign-in and friends and the dashboard layout. It is a lazy chunk, so the public site
 * (home, static pages) does not download it (test/web/budget.test.ts).
 */
export default function AuthShell() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
