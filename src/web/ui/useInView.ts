import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come near the viewport (within `rootMargin`) yet: false until it does,
 * then true for good. For work that only matters once seen (drawing a chart below the fold).
 * Without IntersectionObserver it is true at once. Put the returned ref on the element.
 */
export function useInView<T extends Element>(rootMargin = '200px'): [(element: T | null) => void, boolean] {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || inView) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            observer.current?.disconnect();
            setInView(true);
          }
        },
        { rootMargin },
      );
      observer.current.observe(element);
    },
    [inView, rootMargin],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, inView];
}
