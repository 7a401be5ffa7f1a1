-- The rounds' fold now notes its pending point with its own transaction id (promotions/fold.ts);
-- a point noted the old way (the snapshot's xmax) may sit below a transaction still writing a
-- round, so it is forgotten: the cursor stays, and the next fold notes a point afresh.
UPDATE "promo_fold" SET "pending_seq" = NULL, "pending_xmax" = NULL;
