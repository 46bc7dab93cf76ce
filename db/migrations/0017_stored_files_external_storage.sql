-- Stored files are kept out of line without compression (EXTERNAL): artwork, proofs and print
-- files are PNG, JPEG and PDF, already compressed, so trying to compress them again only costs
-- time on every write (src/server/file-store.ts). Rows written before keep their storage.
ALTER TABLE "stored_files" ALTER COLUMN "content" SET STORAGE EXTERNAL;
