import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { statusPages } from "#app/content/status/pages.ts";
import { PagePathProvider } from "#app/lib/page-module.ts";
import { StatusEventList } from "./status-parts.tsx";

describe("a list of status events", () => {
  // Read in a row, "Maintenance · Mineur · Prévue" let the adjective seem to qualify the type, and in
  // Arabic "صيانة · طفيف · مقررة" mixed genders (second translation review, N9).
  it("names the impact in its badge, beside the type and the state", () => {
    const expected = { en: "Minor impact", fr: "Impact mineur", ar: "تأثير طفيف", pt: "Impacto menor" } as const;
    for (const locale of Object.keys(expected) as (keyof typeof expected)[]) {
      const pages = statusPages[locale];
      const events = pages.eventPages.filter((event) => event.impact === "minor");
      expect(events.length, locale).toBeGreaterThan(0);
      const html = renderToStaticMarkup(
        <PagePathProvider path={`/${locale}/status`}>
          <StatusEventList events={events} empty="" sampleLabel={pages.common.eventWords.sample} />
        </PagePathProvider>,
      );
      expect(html, locale).toContain(`>${expected[locale]}<`);
      // The bare adjective ("Mineur") stays on the event's own page, under the heading "Impact".
      expect(html, locale).not.toContain(`>${events[0]?.impactLabel}<`);
    }
  });
});
