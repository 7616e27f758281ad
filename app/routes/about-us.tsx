import { AboutTemplate } from "#app/components/templates/about-template.tsx";
import { aboutPage } from "#app/content/about/page.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { singlePageMeta } from "#app/site/seo.ts";

export const meta = singlePageMeta("aboutUs");

export default function AboutUsRoute() {
  return <AboutTemplate about={aboutPage[usePageLocale().code]} />;
}
