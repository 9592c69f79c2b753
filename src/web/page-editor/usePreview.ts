import { useEffect, useState } from 'react';
import { ApiError, getToken } from '../lib/api';
import type { LandingPage } from '../../shared/contracts/landing';
import { pagePath } from '../lib/queryKeys';

/** How long the preview waits after the last keystroke before it is drawn again (ms). */
export const PREVIEW_DEBOUNCE_MS = 400;

/** POST /api/orders/{id}/page/preview: the draft as HTML, drawn by the landing page renderer. */
export async function fetchPreview(orderId: string, content: LandingPage, signal?: AbortSignal): Promise<string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/html' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${pagePath(orderId)}/preview`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ content }),
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error: the server could not be reached');
  }
  const text = await response.text();
  if (!response.ok) {
    let detail = `Request failed (${response.status})`;
    try {
      const data = JSON.parse(text) as { detail?: unknown };
      if (typeof data.detail === 'string') detail = data.detail;
    } catch {
      // not JSON: keep the status text
    }
    throw new ApiError(response.status, detail);
  }
  return text;
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
          setState((s) => ({ ...s, loading: false, error: err instanceof ApiError ? err.detail : String(err) }));
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
