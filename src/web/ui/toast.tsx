import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';

/** docs/product.md#messages: toasts auto-dismiss after 3 seconds. */
const TOAST_MS = 3000;

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

/** Room kept between the toasts and the edge of the screen or an open dialog, in px. */
const GAP = 8;

/**
 * Where the toasts go so they cover no control: at the bottom of the screen (the end on a wide
 * screen, the whole width on a phone), away from the top bar's menus and a dialog's close button.
 * While a dialog is open, they go below it when there is room, else above it; when the dialog
 * fills the screen they go at the top and the dialog's scrolling area starts below them (`inset`),
 * so none of its controls (its close button first) can be under a toast.
 */
export function toastPlacement(
  viewportHeight: number,
  toastsHeight: number,
  dialog: { top: number; bottom: number } | null,
): { side: 'top' | 'bottom'; inset: number } {
  if (!dialog || dialog.bottom <= viewportHeight - toastsHeight - GAP) return { side: 'bottom', inset: 0 };
  if (dialog.top >= toastsHeight + GAP) return { side: 'top', inset: 0 };
  return { side: 'top', inset: toastsHeight + GAP };
}

/** Keeps the toasts clear of an open dialog while any is shown (a dialog may open or grow meanwhile). */
function useClearOfDialogs(container: RefObject<HTMLDivElement | null>, shown: boolean) {
  const [side, setSide] = useState<'top' | 'bottom'>('bottom');
  useLayoutEffect(() => {
    if (!shown) return;
    let moved: HTMLElement | null = null;
    let applied = 0;
    let frame = 0;
    const release = () => {
      if (moved) moved.style.top = moved.style.height = '';
      moved = null;
      applied = 0;
    };
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const toasts = container.current;
        if (!toasts) return;
        const modal = document.querySelector<HTMLElement>('.modal.show');
        if (moved !== modal) release();
        const rect = modal?.querySelector('.modal-content')?.getBoundingClientRect();
        // Where the dialog would be without the room this hook gave it.
        const dialog = rect ? { top: rect.top - applied, bottom: rect.bottom - applied } : null;
        const placement = toastPlacement(window.innerHeight, toasts.getBoundingClientRect().height, dialog);
        setSide(placement.side);
        if (modal && placement.inset !== applied) {
          moved = modal;
          applied = placement.inset;
          modal.style.top = applied ? `${applied}px` : '';
          modal.style.height = applied ? `calc(100% - ${applied}px)` : '';
        }
      });
    };
    place();
    const observer = new MutationObserver(place);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    window.addEventListener('resize', place);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', place);
      release();
    };
  }, [shown, container]);
  useEffect(() => {
    if (!shown) setSide('bottom');
  }, [shown]);
  return side;
}

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
  const container = useRef<HTMLDivElement>(null);
  const side = useClearOfDialogs(container, items.length > 0);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastContainer
        ref={container}
        className={`app-toasts app-toasts-${side} position-fixed`}
        style={{ zIndex: 2000 }}
      >
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
