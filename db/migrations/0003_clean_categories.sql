-- Categories are stored clean from here on (ADR 0012). Before the CHECK, old
-- values are rewritten the way the listing showed them: case and surrounding spaces ignored,
-- the alias 'Technology' as 'IT & Technology', anything unknown as 'General'. A blank value
-- becomes NULL ("not analysed yet", shown as 'General' too), so that an analysis still waiting
-- fills it in as before.
UPDATE "legal_updates" SET "ai_category" = CASE lower(btrim("ai_category", E' \t\n\r\f\x0B'))
  WHEN '' THEN NULL
  WHEN 'technology' THEN 'IT & Technology'
  WHEN 'construction & real estate' THEN 'Construction & Real Estate'
  WHEN 'data protection & cybersecurity' THEN 'Data Protection & Cybersecurity'
  WHEN 'employment & labor' THEN 'Employment & Labor'
  WHEN 'energy & environment' THEN 'Energy & Environment'
  WHEN 'financial services' THEN 'Financial Services'
  WHEN 'general' THEN 'General'
  WHEN 'healthcare' THEN 'Healthcare'
  WHEN 'manufacturing & industrial' THEN 'Manufacturing & Industrial'
  WHEN 'public sector & government' THEN 'Public Sector & Government'
  WHEN 'retail & consumer goods' THEN 'Retail & Consumer Goods'
  WHEN 'it & technology' THEN 'IT & Technology'
  WHEN 'tax' THEN 'Tax'
  WHEN 'telecommunications & media' THEN 'Telecommunications & Media'
  WHEN 'transportation' THEN 'Transportation'
  ELSE 'General'
END
WHERE "ai_category" IS NOT NULL AND "ai_category" NOT IN ('Construction & Real Estate', 'Data Protection & Cybersecurity', 'Employment & Labor', 'Energy & Environment', 'Financial Services', 'General', 'Healthcare', 'Manufacturing & Industrial', 'Public Sector & Government', 'Retail & Consumer Goods', 'IT & Technology', 'Tax', 'Telecommunications & Media', 'Transportation');--> statement-breakpoint
ALTER TABLE "legal_updates" ADD CONSTRAINT "legal_updates_ai_category_check" CHECK ("legal_updates"."ai_category" is null or "legal_updates"."ai_category" in ('Construction & Real Estate', 'Data Protection & Cybersecurity', 'Employment & Labor', 'Energy & Environment', 'Financial Services', 'General', 'Healthcare', 'Manufacturing & Industrial', 'Public Sector & Government', 'Retail & Consumer Goods', 'IT & Technology', 'Tax', 'Telecommunications & Media', 'Transportation'));