import { useEffect, useState } from 'react';
import { errorDetail, fetchText } from '../lib/api';
import type { LandingPage } from '../../shared/contracts/landing';
import { pagePath } from '../lib/queryKeys';

/** How long the preview waits after the last keystroke before it is drawn again (ms). */
const PREVIEW_DEBOUNCE_MS = 400;

/** POST /api/orders/{id}/page/preview: the draft as HTML, drawn by the landing page renderer. */
function fetchPreview(orderId: string, content: LandingPage, signal?: AbortSignal): Promise<string> {
  return fetchText(`${pagePath(orderId)}/preview`, { method: 'POST', body: { content }, accept: 'text/html', signal });
}

export interface PreviewState {
  html: string | null;
  loading: boolean;
  error: string | null;
}

/**
 * The preview of `draft`, drawn again PREVIEW_DEBOUNCE_MS after it last changed. The previous
 * drawing stays on screen while the next one loads or when the draft cannot be drawn.
 */
export function usePreview(orderId: string, draft: LandingPage | null): PreviewState {
  const [state, setState] = useState<PreviewState>({ html: null, loading: true, error: null });
  const key = draft ? JSON.stringify(draft) : null;
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      fetchPreview(orderId, JSON.parse(key) as LandingPage, controller.signal).then(
        (html) => setState({ html, loading: false, error: null }),
        (err: unknown) => {
          if ((err as Error).name === 'AbortError') return;
          setState((s) => ({ ...s, loading: false, error: errorDetail(err, String(err)) }));
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [orderId, key]);
  return state;
}
