import type { Page } from "@playwright/test";
import type { PublicFigures } from "../../shared/field-data.ts";

/**
 * What /api/field-data answers for a busy month: every measure for all visitors, and twenty rows by
 * country and network (one without a country, TTFB missing on 3G). The e2e server itself has too
 * few measurements for any figure, so the tests of /performance's tables answer with these.
 */
export const MONTH_OF_FIGURES: PublicFigures = {
  period: { from: "2026-10-02T16:00:00.000Z", to: "2026-10-30T16:00:00.000Z", days: 28 },
  pageViews: 1_204_518,
  percentile: 75,
  minSamples: 50,
  units: { LCP: "ms", INP: "ms", CLS: "score", TTFB: "ms", FCP: "ms" },
  overall: {
    LCP: { p75: 2_840, samples: 1_180_402 },
    INP: { p75: 184, samples: 402_117 },
    CLS: { p75: 0.04, samples: 1_150_930 },
    TTFB: { p75: 612, samples: 1_201_777 },
    FCP: { p75: 1_920, samples: 1_199_004 },
  },
  cells: ["NG", "GH", "KE", "ZA", "CI", "SN", "EG", "US", "FR", "unknown"].flatMap((country, index) =>
    ["4g", "3g"].map((connection) => ({
      country,
      connection,
      metrics: {
        LCP: { p75: 1_900 + index * 410, samples: 90_000 - index * 7_000 },
        INP: { p75: 120 + index * 9, samples: 30_000 - index * 2_000 },
        CLS: { p75: 0.02 + index / 200, samples: 88_000 - index * 7_000 },
        ...(connection === "4g" ? { TTFB: { p75: 480 + index * 30, samples: 90_000 - index * 7_000 } } : {}),
      },
    })),
  ),
};

/** Answers the page's requests for the figures with `figures` (or that error status), `delayMs` late. */
export async function answerFigures(page: Page, figures: PublicFigures | number, delayMs = 0) {
  await page.route("**/api/field-data", async (route) => {
    await new Promise((done) => setTimeout(done, delayMs));
    await route.fulfill(
      typeof figures === "number"
        ? { status: figures, body: "" }
        : { status: 200, contentType: "application/json", body: JSON.stringify(figures) },
    );
  });
}
