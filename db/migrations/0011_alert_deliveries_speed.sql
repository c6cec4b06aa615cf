-- The pair becomes the primary key: dropping the serial id drops its key and sequence first, then
-- the existing unique pair index is promoted (no rebuild). Nothing reads the update index.
ALTER TABLE "alert_deliveries" DROP COLUMN "id";--> statement-breakpoint
DROP INDEX "alert_deliveries_update_idx";--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_pkey" PRIMARY KEY USING INDEX "alert_deliveries_pair_key";
