import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const lib = (name: string) => fileURLToPath(new URL(`../libs/${name}/src/index.ts`, import.meta.url));

// The web client imports the shared libs from source; the API serves the built files (same origin).
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@cytocampus/contracts': lib('contracts'),
      '@cytocampus/permissions': lib('permissions'),
      '@cytocampus/schema': lib('schema'),
      '@cytocampus/domain': lib('domain'),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true }, '/socket.io': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The chunk graph bench/web-bundle.bench.ts reads (dist/.vite/manifest.json).
    manifest: true,
    chunkSizeWarningLimit: 1500,
    // Pages share many small pieces (a Mantine component, an icon), which would each be a chunk: Rollup
    // merges chunks under 5 KB into others where that runs nothing new at load (side-effect-free code
    // only). A page may download a little it does not use, but makes a quarter fewer requests, and the
    // sign-in screen and Home download slightly less in total (bench/web-bundle).
    rollupOptions: { output: { experimentalMinChunkSize: 5_000 } },
  },
});
