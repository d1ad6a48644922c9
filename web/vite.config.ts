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
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true }, '/socket.io': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
});
