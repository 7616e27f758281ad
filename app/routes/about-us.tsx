import { AboutTemplate } from "#app/components/templates/about-template.tsx";
import { aboutPage } from "#app/content/about.ts";
import { pageSeo } from "#app/content/pages.ts";
import { seo } from "#app/site/seo.ts";

export const meta = () => seo(pageSeo.aboutUs);

export default function AboutUsRoute() {
  return <AboutTemplate about={aboutPage} />;
}
