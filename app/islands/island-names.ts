// Written by scripts/vite/vite-plugin-islands.ts from the app/**/*.island.tsx files whenever Vite starts: do not edit.
export const ISLAND_FILES = {
  "contact-form": "app/components/forms/contact-form.island.tsx",
  "form-toaster": "app/components/forms/form-toaster.island.tsx",
  "newsletter-form": "app/components/forms/newsletter-form.island.tsx",
  "support-form": "app/components/forms/support-form.island.tsx",
  "latency-test": "app/components/latency/latency-test.island.tsx",
  "field-data-figures": "app/components/performance/field-data-figures.island.tsx",
  "cost-calculator": "app/components/pricing/cost-calculator.island.tsx",
  "currency-notice": "app/components/pricing/currency-notice.island.tsx",
  "site-search": "app/components/search/site-search.island.tsx",
  "africa-map-markers": "app/components/sections/africa-map-markers.island.tsx",
  "documentation-search": "app/components/sections/documentation-search.island.tsx",
  "help-center-faqs": "app/components/sections/help-center-faqs.island.tsx",
  "sla-credit-calculator": "app/components/sections/sla-credit-calculator.island.tsx",
} as const;

/** The name of an island: its file's name without `.island.tsx`. */
export type IslandName = keyof typeof ISLAND_FILES;
