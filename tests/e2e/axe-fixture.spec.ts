import { axeViolations, expect, test } from "./fixtures.ts";

// axeViolations (fixtures.ts) checks a page of one frame with axe.run in the page, and a page with
// frames with axe's default, frame by frame: both must report what is wrong, in the page and in a frame.
const FAULTS = `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#eee;background:#fff">Pale text on white</p>`;

test("axeViolations reports a missing alt text and a low contrast, on a page of one frame and inside a frame", async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Faults</title></head><body><main><h1>Faults</h1>${FAULTS}</main></body></html>`,
  );
  expect(page.frames()).toHaveLength(1);
  expect((await axeViolations(page)).map((violation) => violation.id).sort()).toEqual(["color-contrast", "image-alt"]);

  const framed = `<!doctype html><html lang="en"><head><title>Faults</title></head><body><h1>Faults</h1>${FAULTS}</body></html>`;
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Framed</title></head><body><main><h1>Framed</h1>` +
      `<iframe title="Faults" srcdoc="${framed.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"></iframe></main></body></html>`,
  );
  await expect.poll(() => page.frames().length).toBe(2);
  await expect(page.frameLocator("iframe").locator("h1")).toHaveText("Faults");
  const inFrame = await axeViolations(page);
  expect(inFrame.map((violation) => violation.id).sort()).toEqual(["color-contrast", "image-alt"]);
  expect(
    inFrame.flatMap((violation) => violation.targets).every((target) => target.startsWith("iframe")),
    JSON.stringify(inFrame),
  ).toBe(true);
});
