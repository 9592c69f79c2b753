import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA lives in src/web; `npm run build` writes it to dist/web, which the server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // dist/web/.vite/manifest.json: which chunks each page needs (read by test/web/budget.test.ts).
    manifest: true,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/p/': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      '/webhooks': 'http://localhost:3000',
      // The API paths outside /api (docs/product.md#api-calls). `/orders` is also no SPA route, so proxying it is safe.
      '/orders': 'http://localhost:3000',
      '/place-order': 'http://localhost:3000',
      '/create-razorpay-order': 'http://localhost:3000',
      '/verify-razorpay-payment': 'http://localhost:3000',
      '/profile': 'http://localhost:3000',
      '/upload-profile-picture': 'http://localhost:3000',
    },
  },
});
