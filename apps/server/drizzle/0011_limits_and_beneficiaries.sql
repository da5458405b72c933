CREATE TABLE "beneficiaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"label" text,
	"tag" text,
	"chain" text,
	"address" text,
	"bank_code" text,
	"account_number" text,
	"account_name" text,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beneficiaries_kind_check" CHECK ("beneficiaries"."kind" in ('tag', 'wallet', 'bank'))
);
--> statement-breakpoint
CREATE TABLE "daily_outflows" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"used_kobo" numeric(78, 0) DEFAULT '0' NOT NULL,
	CONSTRAINT "daily_outflows_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "daily_outflows_used_check" CHECK ("daily_outflows"."used_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_tiers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tier" smallint NOT NULL,
	"reason" text NOT NULL,
	"set_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tiers_tier_check" CHECK ("user_tiers"."tier" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_outflows" ADD CONSTRAINT "daily_outflows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tiers" ADD CONSTRAINT "user_tiers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tiers" ADD CONSTRAINT "user_tiers_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_user_key" ON "beneficiaries" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "beneficiaries_user_used_idx" ON "beneficiaries" USING btree ("user_id","last_used_at");