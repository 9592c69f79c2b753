import { lazy } from 'react';

/** Every page is its own chunk: a visitor downloads only the page they open. */
export const pages = {
  Home: lazy(() => import('../site/HomePage')),
  Contact: lazy(() => import('../site/ContactPage')),
  Terms: lazy(() => import('../site/TermsPage')),
  Refund: lazy(() => import('../site/RefundPage')),
  Privacy: lazy(() => import('../site/PrivacyPage')),
  Landing: lazy(() => import('./LandingRoutePage')),
  SignIn: lazy(() => import('../auth/pages/SignInPage')),
  SignUp: lazy(() => import('../auth/pages/SignUpPage')),
  ForgotPassword: lazy(() => import('../auth/pages/ForgotPasswordPage')),
  ResetPassword: lazy(() => import('../auth/pages/ResetPasswordPage')),
  Lock: lazy(() => import('../auth/pages/LockPage')),
  AuthShell: lazy(() => import('./AuthShell')),
  Protected: lazy(() => import('./ProtectedRoute')),
  DashboardLayout: lazy(() => import('./layout/DashboardLayout')),
  Transactions: lazy(() => import('../orders/TransactionsPage')),
  OrderDashboard: lazy(() => import('../orders/OrderDashboardPage')),
  Settings: lazy(() => import('../profile/SettingsPage')),
  Demo: lazy(() => import('../demo/DemoRoute')),
  Docs: lazy(() => import('../docs/DocsRoute')),
};
