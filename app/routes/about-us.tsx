import { AboutTemplate } from "~/components/templates/about-template";
import { aboutPage } from "~/content/about";
import { pageSeo } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pageSeo.aboutUs);

export default function AboutUsRoute() {
  return <AboutTemplate about={aboutPage} />;
}
