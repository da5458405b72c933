ALTER TABLE "email_bodies" ALTER COLUMN "text_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_bodies" ALTER COLUMN "html_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_bodies" ADD COLUMN "parts" json;--> statement-breakpoint
ALTER TABLE "email_bodies" ADD CONSTRAINT "email_bodies_content_check" CHECK ("email_bodies"."parts" is not null or ("email_bodies"."text_body" is not null and "email_bodies"."html_body" is not null));