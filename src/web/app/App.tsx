import { useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../ui/toast';
import { AppRoutes } from './AppRoutes';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
}

/**
 * Providers around the router: data cache and toasts (the session wraps its routes: AuthShell).
 * The browser's router by default; pre-rendering (src/web/prerender.tsx) passes a static one.
 */
export function App({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Router>
        <ToastProvider>
          <AppRoutes />
        </ToastProvider>
      </Router>
    </QueryClientProvider>
  );
}
