CREATE TABLE "bill_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"request_id" text NOT NULL,
	"category" text NOT NULL,
	"provider" text NOT NULL,
	"provider_name" text NOT NULL,
	"account_number" text NOT NULL,
	"customer_name" text,
	"variation_code" text,
	"amount" numeric(78, 0) NOT NULL,
	"fee" numeric(78, 0) NOT NULL,
	"status" text NOT NULL,
	"token" text,
	"units" text,
	"provider_reference" text,
	"failure_reason" text,
	"requery_count" integer DEFAULT 0 NOT NULL,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "bill_payments_amount_positive" CHECK ("bill_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_biller_orders" (
	"request_id" text PRIMARY KEY NOT NULL,
	"service_id" text NOT NULL,
	"account_number" text NOT NULL,
	"variation_code" text,
	"amount" numeric(78, 0) NOT NULL,
	"status" text NOT NULL,
	"token" text,
	"units" text,
	"transaction_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_request_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"payer_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transaction_id" uuid,
	"reference" text,
	"reminded_at" timestamp with time zone,
	"reminder_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_request_items_amount_positive" CHECK ("payment_request_items"."amount" > 0),
	CONSTRAINT "payment_request_items_paid_has_transaction" CHECK (("payment_request_items"."status" = 'paid') = ("payment_request_items"."transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"total_amount" numeric(78, 0) NOT NULL,
	"method" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_request_items" ADD CONSTRAINT "payment_request_items_request_id_payment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."payment_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_request_items" ADD CONSTRAINT "payment_request_items_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_request_items" ADD CONSTRAINT "payment_request_items_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_payments_request_id_key" ON "bill_payments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "bill_payments_user_created_idx" ON "bill_payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bill_payments_open_idx" ON "bill_payments" USING btree ("updated_at") WHERE "bill_payments"."status" in ('initiated', 'pending');--> statement-breakpoint
CREATE INDEX "sandbox_biller_orders_customer_idx" ON "sandbox_biller_orders" USING btree ("service_id","account_number","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_request_items_request_payer_key" ON "payment_request_items" USING btree ("request_id","payer_id");--> statement-breakpoint
CREATE INDEX "payment_request_items_payer_idx" ON "payment_request_items" USING btree ("payer_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_requests_requester_idx" ON "payment_requests" USING btree ("requester_id","created_at");