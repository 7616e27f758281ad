/**
 * A post-build step (scripts/build/postbuild.ts): what the server needs of the content, written as
 * build/server-content.json (server/built-content.ts reads it and describes it). Each language is
 * loaded by the content loaders with its code as an argument: no process-wide language setting.
 * The team's mails name the options in English; a language's own option words are there for
 * whatever answers a visitor in it.
 */
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { companyValues, loadCompanyFacts } from "../../app/content/company/loader.ts";
import { contactTopics, generalTopic } from "../../app/content/contact/topics.ts";
import { messageValues } from "../../app/content/facts.ts";
import { formWordsFile, loadFormWords } from "../../app/content/forms/loader.ts";
import { loadHelpCenter } from "../../app/content/help-center/loader.ts";
import { loadLegalPages } from "../../app/content/legal/loader.ts";
import { ROOT } from "../../app/content/load.ts";
import { loadPlans } from "../../app/content/pricing/price-list-loader.ts";
import { loadServices } from "../../app/content/services/loader.ts";
import { loadStatusSubscribeWords, statusSubscribeWordsFile } from "../../app/content/status/subscribe-loader.ts";
import { locales, SOURCE_LOCALE } from "../../app/lib/locales.ts";
import { BUILT_CONTENT_FILE, type BuiltContent, type LanguageWords } from "../../server/built-content.ts";

function languageWords(code: string, root: string): LanguageWords {
  const facts = loadCompanyFacts();
  const values = { ...messageValues(code), ...companyValues(facts), phoneDial: facts.phone.dial };
  const words = loadFormWords(messageValues(code), code, root);
  return {
    ...words,
    options: {
      topics: [generalTopic, ...contactTopics].map((topic) => ({ value: topic.id, label: words.topics[topic.id] })),
      // The support form's services: the Services menu's pages (their slugs), then "other" (app/site/form-options.ts).
      services: [
        ...loadServices(values, code).map((service) => ({ value: service.slug, label: service.navLabel })),
        { value: "other", label: words.serviceOther },
      ],
      priorities: loadHelpCenter(values, code).priorities.map((priority) => ({ value: priority.id, label: priority.label })),
      plans: loadPlans(code).families.flatMap((family) => family.plans.map((plan) => ({ value: plan.id, label: plan.name }))),
    },
  };
}

/** `root`: the repository holding content/ (tests pass a copy with a language's forms.yaml missing). */
export function serverContent(root = ROOT): BuiltContent {
  const facts = loadCompanyFacts();
  const values = { ...messageValues(SOURCE_LOCALE), ...companyValues(facts) };
  const privacy = loadLegalPages(values, SOURCE_LOCALE).find((page) => page.slug === "privacy");
  if (!privacy) throw new Error("content/legal/en/privacy.md is missing: the forms store the privacy policy's version");
  return {
    site: { name: facts.name, url: facts.url },
    policyVersion: privacy.updated,
    sourceLocale: SOURCE_LOCALE,
    // A language whose forms.yaml has not landed yet is answered in English.
    languages: locales.map(({ code, endonym, dir }) => ({
      code,
      endonym,
      dir,
      words: code === SOURCE_LOCALE || existsSync(join(root, formWordsFile(code))) ? languageWords(code, root) : null,
      // The status subscriptions' words (issue 30): the server's answers, pages, mails and deliveries.
      // A copy of the content without the file (a test's) has none; the build always has the English one.
      status: existsSync(join(root, statusSubscribeWordsFile(code))) ? loadStatusSubscribeWords(messageValues(code), code, root) : null,
    })),
  };
}

export async function writeServerContent(buildDir: string): Promise<BuiltContent> {
  const content = serverContent();
  await writeFile(join(buildDir, BUILT_CONTENT_FILE), JSON.stringify(content));
  return content;
}
