/**
 * The security page's loader (/security and /.well-known/security.txt): content/facts/security.yaml
 * with content/pages/<locale>/security.yaml, checked and formatted at build time (page.ts).
 */
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import { formatMessages, readYaml, type MessageValues } from "../load.ts";
import { securityFactsSchema, securityPageSchema, type SecurityFacts } from "./schema.ts";

export const SECURITY_FACTS_FILE = "content/facts/security.yaml";
export const securityWordsFile = (locale: string) => `content/pages/${locale}/security.yaml`;

export function loadSecurityFacts(): SecurityFacts {
  return readYaml(SECURITY_FACTS_FILE, securityFactsSchema);
}

export type SecurityPage = ReturnType<typeof loadSecurityPage>;

export function loadSecurityPage(values: MessageValues, locale: string = DEFAULT_LOCALE, facts: SecurityFacts = loadSecurityFacts()) {
  const file = securityWordsFile(locale);
  // {contact} in the report sentence is the mailbox's link and {fingerprint} the key in code type:
  // the page fills both with elements (components/ui/message.tsx), so each stays one sentence.
  const words = formatMessages(
    readYaml(file, securityPageSchema),
    {
      ...values,
      contact: "{contact}",
      fingerprint: "{fingerprint}",
      acknowledgeHours: facts.acknowledgeHours,
      triageDays: facts.triageDays,
    },
    file,
    locale,
  );
  return {
    ...words,
    path: "/security",
    contact: facts.contact,
    pgpFingerprint: facts.pgpFingerprint,
    acknowledgements: { ...words.acknowledgements, names: facts.acknowledgements.map((entry) => `${entry.name} (${entry.year})`) },
  };
}
