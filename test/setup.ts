// Shared test setup: DOM matchers for web tests (harmless in node tests).
import '@testing-library/jest-dom/vitest';
import fc from 'fast-check';

// react-bootstrap's transitions read `transition-duration` and `transition-delay` from the computed
// style; a browser answers "0s" where no transition is set, happy-dom answers "", which became
// setTimeout(NaN) and Node's TimeoutNaNWarning. State the browser's default here.
if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.textContent = '* { transition-duration: 0s; transition-delay: 0s; }';
  document.head.appendChild(style);

  // happy-dom's IntersectionObserver never reports anything: here every observed element is in view
  // at once (the charts, src/web/ui/useInView.ts). A test of what waits for the viewport stubs its own.
  class InView {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      queueMicrotask(() =>
        this.callback(
          [{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver = InView as unknown as typeof IntersectionObserver;
}

// Property tests (fast-check): under CI every run replays one fixed seed (FC_SEED picks another),
// so a CI result can be reproduced and does not change from run to run; elsewhere each run draws
// a new seed, and a failure prints its seed and counterexample, which then go into the test's
// `examples` (as in builtin.property.test.ts).
if (process.env.CI) fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261123) });
