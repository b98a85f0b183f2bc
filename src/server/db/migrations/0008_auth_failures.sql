CREATE TABLE "auth_failures" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"source" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_failures_kind_subject_source_pk" PRIMARY KEY("kind","subject","source")
);
--> statement-breakpoint
CREATE INDEX "auth_failures_subject_idx" ON "auth_failures" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "auth_failures_last_failed_at_idx" ON "auth_failures" USING btree ("last_failed_at");