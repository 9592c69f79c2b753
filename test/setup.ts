// Shared test setup: DOM matchers for web tests (harmless in node tests).
import '@testing-library/jest-dom/vitest';
