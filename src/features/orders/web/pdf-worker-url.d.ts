/** Vite's `?url` import: the built address of PDF.js's worker file (proof-render.ts). */
declare module 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url' {
  const url: string;
  export default url;
}
