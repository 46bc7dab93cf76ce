CREATE TABLE "stored_file_chunks" (
	"key" text NOT NULL,
	"n" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_key_n_pk" PRIMARY KEY("key","n")
);
--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_key_stored_files_key_fk" FOREIGN KEY ("key") REFERENCES "public"."stored_files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Artwork, proofs and print files are already compressed: kept out of line, not compressed again.
ALTER TABLE "stored_file_chunks" ALTER COLUMN "content" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Every file stored so far becomes one piece (file-store.ts reads pieces of any size).
INSERT INTO "stored_file_chunks" ("key", "n", "content") SELECT "key", 0, "content" FROM "stored_files";--> statement-breakpoint
ALTER TABLE "stored_files" DROP COLUMN "content";