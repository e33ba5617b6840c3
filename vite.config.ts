/** Vite builds the browser bundle and the worker (with @cloudflare/vite-plugin) in one `vite build`. */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { cloudflare } from '@cloudflare/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';


/**
 * Moves Vite's manifest of the browser build (the chunk graph scripts/js-budget.mjs measures) out of the served
 * assets: it would show every source path, the operator console's included, to anyone.
 */
function keepManifestPrivate(): Plugin {
  return {
    name: 'cm24:keep-manifest-private',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options) {
      const outDir = resolve(options.dir ?? 'dist/client');
      // dist/client -> dist/client-manifest.json, beside the assets rather than among them.
      const target = `${outDir}-manifest.json`;
      mkdirSync(dirname(target), { recursive: true });
      renameSync(join(outDir, '.vite', 'manifest.json'), target);
      rmSync(join(outDir, '.vite'), { recursive: true, force: true });
    },
  };
}

const buildTag = process.env.BUILD_TAG ?? new Date().toISOString().replace(/[-:T]/g, '').slice(0, 12);

export default defineConfig({
  plugins: [
    react(),
    cloudflare({
      // The e2e tests and benchmarks run the preview against their own local state.
      persistState: { path: process.env.CM24_STATE_DIR ?? '.wrangler/state' },
    }),
    keepManifestPrivate(),
  ],
  define: { __BUILD_TAG__: JSON.stringify(buildTag) },
  environments: {
    client: {
      build: {
        outDir: 'dist/client',
        manifest: true,
        cssCodeSplit: false,
        rollupOptions: {
          input: 'client/entry-client.tsx',
          output: {
            // The server links these two by name (with ?v=<build tag>); chunks keep content hashes.
            entryFileNames: 'assets/entry-client.js',
            chunkFileNames: 'assets/[name]-[hash].js',
            // Everything the entry imports statically is loaded by every page anyway: one chunk (shell-[hash].js)
            // compresses better than the fifteen small ones the automatic splitting made (about 3.5 KB gzip less on
            // each page, and fewer requests). Pages' own shared code keeps the automatic splitting.
            codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
            assetFileNames: (asset) =>
              asset.names.some((name) => name.endsWith('.css')) ? 'assets/app.css' : 'assets/[name]-[hash][extname]',
          },
        },
      },
    },
  },
});
