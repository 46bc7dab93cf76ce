-- Where a stored file's content is: the database (stored_file_chunks, every file so far) or the S3 bucket (FILE_STORE=s3).
ALTER TABLE "stored_files" ADD COLUMN "location" text DEFAULT 'database' NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_location_known" CHECK ("stored_files"."location" IN ('database', 's3'));