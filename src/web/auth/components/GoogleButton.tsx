import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorDetail } from '../../lib/api';
import { fetchAuthOptions, startGoogleSignIn } from '../../lib/identityApi';
import { GOOGLE_OFF_TOOLTIP } from './googleOff';
import { authOptionsKey } from '../keys';
import { MINUTE_MS } from '../../../shared/time';

// The tooltip (react-bootstrap's overlay and its positioning library) is loaded only once the
// server said Google is off: sign-in and sign-up hydrate without it.
const loadTooltip = () => import('./GoogleOffTooltip');
const GoogleOffTooltip = lazy(loadTooltip);

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.8l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/**
 * "Continue with Google": live when the server has Google credentials, otherwise shown disabled
 * with a tooltip saying why (no dead buttons).
 */
export function GoogleButton({ onError }: { onError(reason: string): void }) {
  const options = useQuery({ queryKey: authOptionsKey, queryFn: fetchAuthOptions, staleTime: 5 * MINUTE_MS });
  const [starting, setStarting] = useState(false);
  const [tip, setTip] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const enabled = options.data?.google === true;
  const off = !enabled && !options.isPending;
  useEffect(() => {
    if (off) void loadTooltip();
  }, [off]);

  const start = async () => {
    setStarting(true);
    try {
      window.location.assign(await startGoogleSignIn());
    } catch (err) {
      setStarting(false);
      onError(errorDetail(err, 'Google sign-in could not start'));
    }
  };

  const button = (
    <button
      type="button"
      className="btn btn-outline-secondary w-100 d-flex align-items-center justify-content-center gap-2"
      disabled={!enabled || starting}
      onClick={start}
      style={enabled ? undefined : { pointerEvents: 'none' }}
    >
      <GoogleMark />
      {starting ? 'Opening Google…' : 'Continue with Google'}
    </button>
  );
  if (!off) return button;
  // A disabled button gets no pointer or focus events: the wrapper carries the tooltip. The wrapper
  // is the same element before and after the tooltip's code arrives, so a pointer already over it
  // or the keyboard focus on it is not lost when it does.
  return (
    <>
      <span
        ref={wrapper}
        className="d-block"
        tabIndex={0}
        aria-label={`Continue with Google (unavailable: ${GOOGLE_OFF_TOOLTIP})`}
        onMouseEnter={() => setTip(true)}
        onMouseLeave={() => setTip(false)}
        onFocus={() => setTip(true)}
        onBlur={() => setTip(false)}
        onKeyDown={(e) => e.key === 'Escape' && setTip(false)}
      >
        {button}
      </span>
      {tip && (
        <Suspense fallback={null}>
          <GoogleOffTooltip target={wrapper} />
        </Suspense>
      )}
    </>
  );
}
