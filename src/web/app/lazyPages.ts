import { lazy, type ComponentType } from 'react';
import HomePage from '../site/HomePage';

/** React.lazy plus `preload()`, which starts the chunk's download early (the import is cached). */
function lazyPage<T extends ComponentType>(load: () => Promise<{ default: T }>) {
  return Object.assign(lazy(load), { preload: load });
}

/**
 * Every page is its own chunk: a visitor downloads only the page they open. The home page is the
 * exception: it is in the entry chunk, so the first visit paints it without a "Loading…" step.
 */
export const pages = {
  Home: HomePage,
  Contact: lazy(() => import('../site/ContactPage')),
  Terms: lazy(() => import('../site/TermsPage')),
  Refund: lazy(() => import('../site/RefundPage')),
  Privacy: lazy(() => import('../site/PrivacyPage')),
  Landing: lazy(() => import('./LandingRoutePage')),
  SignIn: lazyPage(() => import('../auth/pages/SignInPage')),
  SignUp: lazyPage(() => import('../auth/pages/SignUpPage')),
  ForgotPassword: lazy(() => import('../auth/pages/ForgotPasswordPage')),
  ResetPassword: lazy(() => import('../auth/pages/ResetPasswordPage')),
  Lock: lazy(() => import('../auth/pages/LockPage')),
  AuthShell: lazyPage(() => import('./AuthShell')),
  Protected: lazyPage(() => import('./ProtectedRoute')),
  DashboardLayout: lazyPage(() => import('./layout/DashboardLayout')),
  Transactions: lazyPage(() => import('../orders/TransactionsPage')),
  OrderDashboard: lazyPage(() => import('./routes/OrderDashboardPage')),
  Settings: lazy(() => import('../profile/SettingsPage')),
  Demo: lazy(() => import('../demo/DemoRoute')),
  Docs: lazy(() => import('../docs/DocsRoute')),
  Guide: lazy(() => import('../guide/GuidePage')),
};
