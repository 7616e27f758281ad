import { Fragment } from "react";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { latinRuns } from "#app/lib/latin-runs.ts";

/**
 * A text whose Latin words (a law's English title, an acronym, a citation) are isolated in
 * <bdi dir="ltr"> on a right-to-left page, as GLOSSARY.md asks, so the brackets and figures around
 * them keep the Arabic line's order (app/lib/latin-runs.ts). On a left-to-right page, the text as it is.
 */
export function LatinIsolated({ text }: { text: string }) {
  const locale = usePageLocale();
  if (locale.dir !== "rtl") return text;
  return latinRuns(text).map((run, index) =>
    run.latin ? (
      <bdi key={index} dir="ltr">
        {run.text}
      </bdi>
    ) : (
      <Fragment key={index}>{run.text}</Fragment>
    ),
  );
}
