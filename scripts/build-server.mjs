// Bundles the API server into dist/server/server.js. Packages stay external (installed by npm ci),
// so PGlite's WebAssembly and pg's native bits load from node_modules as usual.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/server.ts'],
  outfile: 'dist/server/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
