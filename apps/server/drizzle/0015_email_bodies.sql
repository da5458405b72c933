CREATE TABLE "email_bodies" (
	"email_id" uuid PRIMARY KEY NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_bodies" ADD CONSTRAINT "email_bodies_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every email keeps its bodies, sent or not (ADR 027).
INSERT INTO "email_bodies" ("email_id", "text_body", "html_body") SELECT "id", "text_body", "html_body" FROM "email_outbox";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "text_body";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "html_body";