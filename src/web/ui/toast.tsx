import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';

/** docs/product.md#messages: toasts auto-dismiss after 3 seconds. */
export const TOAST_MS = 3000;

type Variant = 'success' | 'danger' | 'warning' | 'info';
interface Item {
  id: number;
  message: string;
  variant: Variant;
}

export interface Toaster {
  success(message: string): void;
  error(message: string): void;
  warning(message: string): void;
  info(message: string): void;
}

const ToastContext = createContext<Toaster | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Item[]>([]);
  const next = useRef(1);
  const remove = useCallback((id: number) => setItems((all) => all.filter((t) => t.id !== id)), []);
  const push = useCallback((variant: Variant, message: string) => {
    const id = next.current++;
    setItems((all) => [...all.slice(-4), { id, message, variant }]);
  }, []);
  const api = useMemo<Toaster>(
    () => ({
      success: (m) => push('success', m),
      error: (m) => push('danger', m),
      warning: (m) => push('warning', m),
      info: (m) => push('info', m),
    }),
    [push],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastContainer position="top-end" className="p-3 position-fixed" style={{ zIndex: 2000 }}>
        {items.map((t) => (
          <Toast
            key={t.id}
            bg={t.variant}
            onClose={() => remove(t.id)}
            delay={TOAST_MS}
            autohide
            role={t.variant === 'danger' || t.variant === 'warning' ? 'alert' : 'status'}
            aria-live={t.variant === 'danger' || t.variant === 'warning' ? 'assertive' : 'polite'}
          >
            <Toast.Body className={t.variant === 'warning' || t.variant === 'info' ? 'text-dark' : 'text-white'}>
              <div className="d-flex align-items-start gap-2">
                <span className="flex-grow-1">{t.message}</span>
                <button
                  type="button"
                  className={`btn-close ${t.variant === 'warning' || t.variant === 'info' ? '' : 'btn-close-white'}`}
                  aria-label="Close"
                  onClick={() => remove(t.id)}
                />
              </div>
            </Toast.Body>
          </Toast>
        ))}
      </ToastContainer>
    </ToastContext.Provider>
  );
}

export function useToast(): Toaster {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast outside ToastProvider');
  return ctx;
}
