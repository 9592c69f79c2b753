// Shared test setup: DOM matchers for web tests (harmless in node tests).
import '@testing-library/jest-dom/vitest';

// react-bootstrap's transitions read `transition-duration` and `transition-delay` from the computed
// style; a browser answers "0s" where no transition is set, happy-dom answers "", which became
// setTimeout(NaN) and Node's TimeoutNaNWarning. State the browser's default here.
if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.textContent = '* { transition-duration: 0s; transition-delay: 0s; }';
  document.head.appendChild(style);
}
