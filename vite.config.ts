/** Vite builds the browser bundle and the worker (with @cloudflare/vite-plugin) in one `vite build`. */
import { cloudflare } from '@cloudflare/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const buildTag = process.env.BUILD_TAG ?? new Date().toISOString().replace(/[-:T]/g, '').slice(0, 12);

export default defineConfig({
  plugins: [
    react(),
    cloudflare({
      // The e2e tests and benchmarks run the preview against their own local state.
      persistState: { path: process.env.CM24_STATE_DIR ?? '.wrangler/state' },
    }),
  ],
  define: { __BUILD_TAG__: JSON.stringify(buildTag) },
  environments: {
    client: {
      build: {
        outDir: 'dist/client',
        cssCodeSplit: false,
        rollupOptions: {
          input: 'client/entry-client.tsx',
          output: {
            // The server links these two by name (with ?v=<build tag>); chunks keep content hashes.
            entryFileNames: 'assets/entry-client.js',
            chunkFileNames: 'assets/[name]-[hash].js',
            assetFileNames: (asset) =>
              asset.names.some((name) => name.endsWith('.css')) ? 'assets/app.css' : 'assets/[name]-[hash][extname]',
          },
        },
      },
    },
  },
});
