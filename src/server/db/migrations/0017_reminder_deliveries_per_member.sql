-- A reminder's e-mail is now recorded per member who got it (its target is the member's user id): the
-- e-mails recorded before, with an empty target, went to the item's user.
UPDATE "reminder_deliveries" AS d SET "target" = i."user_id"
FROM "fridge_items_reminders" AS r
JOIN "fridge_items" AS i ON i."id" = r."fridge_item_id"
WHERE d."reminder_id" = r."id" AND d."channel" = 'email' AND d."target" = '' AND i."user_id" IS NOT NULL;
