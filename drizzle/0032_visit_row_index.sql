-- A counted lead's visitor row (countedLeads, src/server/analytics/leads.ts: one lookup per lead of
-- the visitor's 'page_view' row by (order_id, visitor_hash)) read from the index alone, without a
-- heap page per lead: at 1M visits and 4,271 counted leads the lookups took 35.6-54.6 ms (warm), 17.9-19.1 ms with
-- this index (docs/benchmarks.md#the-demand-card-and-the-ideas-list-at-1m-visits).
CREATE INDEX "visit_steps_visitor_row_idx" ON "visit_steps" USING btree ("order_id","visitor_hash","occurred_at","channel","campaign","variant","country") WHERE "visit_steps"."step" = 'page_view';