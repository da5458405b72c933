-- The back office's user list is newest first, a page after a given user: it sorted every user for
-- each page (7.5 ms at 20,000 users, bench:heavy-user); now it reads the first rows of this index.
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");
