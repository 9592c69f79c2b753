-- Price points in minor units (docs/analytics.md#price-tests; money is kept in minor units): every
-- price point a price or tiers test keeps in experiments.variants ({"amount": 19.5, ...}, major
-- units) becomes {"amount_minor": 1950, ...}. The API still takes and answers `amount` in major
-- units; src/shared/contracts/experiments.ts converts (storedPrice, apiPrice). Price tags stored
-- with clicks and leads ("19.50 USD/month") do not change. Variants without prices (message
-- tests) and points already in minor units are left as they are.
UPDATE "experiments" e
SET "variants" = (
	SELECT jsonb_agg(
		CASE
			WHEN jsonb_typeof(v -> 'prices') = 'array' THEN jsonb_set(v, '{prices}', coalesce((
				SELECT jsonb_agg(
					CASE
						WHEN p ? 'amount' THEN (p - 'amount') || jsonb_build_object('amount_minor', round((p ->> 'amount')::numeric * 100)::bigint)
						ELSE p
					END ORDER BY i)
				FROM jsonb_array_elements(v -> 'prices') WITH ORDINALITY AS q(p, i)
			), '[]'::jsonb))
			ELSE v
		END ORDER BY n)
	FROM jsonb_array_elements(e."variants") WITH ORDINALITY AS t(v, n)
)
WHERE jsonb_typeof(e."variants") = 'array'
	AND EXISTS (
		SELECT 1 FROM jsonb_array_elements(e."variants") AS t(v)
		WHERE jsonb_typeof(v -> 'prices') = 'array'
			AND EXISTS (SELECT 1 FROM jsonb_array_elements(v -> 'prices') AS q(p) WHERE p ? 'amount')
	);
