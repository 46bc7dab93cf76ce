import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { rasterPictures, walk } from './scripts/raster-pictures.js';

/** Built files worth compressing (source maps are fetched only by developer tools). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|html)$/;

/**
 * Writes name.br and name.gz next to every text file of the build (hashed assets and the public
 * folder's SVGs and JSON), at the strongest settings once here instead of per request:
 * @fastify/static serves them with preCompressed. index.html is skipped: every page is rendered.
 */
function preCompress(): Plugin {
  return {
    name: 'pre-compress',
    // Not the server-render bundle (.ssr/): the server imports it, nobody downloads it.
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    writeBundle(options) {
      const outDir = options.dir;
      if (outDir === undefined) return;
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || file === join(outDir, 'index.html') || file.includes(`${join(outDir, '.vite')}`)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

// The web app lives in src/web and builds to dist/web, which the API server serves.
// `npm run dev:web` proxies /api to the API server on port 3000.
// `vite build --ssr entry-server.tsx` (after the client build) writes the server-render bundle
// into the same build's .ssr/ folder, which the server imports and never serves (src/server/web.ts).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  // The pictures and data files are the client build's; the server bundle needs none.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), rasterPictures(), preCompress()],
  build: isSsrBuild
    ? { outDir: '../../dist/web/.ssr', emptyOutDir: true, sourcemap: true }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        sourcemap: true,
        // .vite/manifest.json: the server reads it to preload each page's route chunk and CSS.
        manifest: true,
      },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/pdf': 'http://localhost:3000', '/fonts': 'http://localhost:3000', '/artwork-guide': 'http://localhost:3000', '/images/uploaded': 'http://localhost:3000' },
  },
}));
