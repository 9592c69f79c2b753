import { useEffect, useRef } from 'react';

/**
 * The draft drawn by the landing page renderer, in a sandboxed frame: no scripts run in it and
 * its contact form cannot be sent (no allow-scripts, no allow-forms). allow-same-origin alone lets
 * the editor keep the reader's scroll position across redraws and bring the section being edited
 * into view; without scripts in the frame it gives the page no power.
 */
export function PreviewFrame({ html, sectionId }: { html: string; sectionId: string | null }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const scrollY = useRef(0);
  const shownSection = useRef<string | null>(null);

  /** Scroll the frame (never the dashboard) to the edited section; false when it is not drawn yet. */
  const showSection = (): boolean => {
    const w = frame.current?.contentWindow;
    const target = sectionId ? w?.document.getElementById(sectionId) : null;
    if (!w || !target) return false;
    w.scrollTo({ top: target.getBoundingClientRect().top + w.scrollY, behavior: 'instant' });
    scrollY.current = w.scrollY;
    shownSection.current = sectionId;
    return true;
  };

  const onLoad = () => {
    const w = frame.current?.contentWindow;
    if (!w) return;
    w.addEventListener('scroll', () => (scrollY.current = w.scrollY), { passive: true });
    if (sectionId !== shownSection.current && showSection()) return;
    w.scrollTo({ top: scrollY.current, behavior: 'instant' });
  };

  useEffect(() => {
    if (sectionId && sectionId !== shownSection.current) showSection();
    // showSection reads the current props; it runs again when the section changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sectionId]);

  return (
    <iframe
      ref={frame}
      className="pe-preview border rounded"
      title="Preview of your landing page"
      sandbox="allow-same-origin"
      srcDoc={html}
      onLoad={onLoad}
    />
  );
}
