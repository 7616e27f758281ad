/** Every file of every language that is not a page (feeds, sitemaps, robots.txt, security.txt ...): its template's answer. */
import type { APIRoute } from "astro";
import { sitePages } from "../site/site-pages.ts";
import { template, type FileTemplate } from "../site/templates.ts";
import { site } from "../content/company/site.ts";

export function getStaticPaths() {
  return sitePages
    .filter((page) => !page.template.endsWith(".tsx"))
    .map(({ path, template: file }) => ({ params: { file: path.slice(1) }, props: { path, file } }));
}

export const GET: APIRoute = ({ props }) =>
  template<FileTemplate>(props.file as string).loader({ request: new Request(new URL(props.path as string, site.url)) });
