import { Button } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { linkTag, Message } from "#app/components/ui/message.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { formEndpoint } from "#app/components/forms/submit-form.ts";
import { formWords } from "#app/content/forms/words.ts";
import type { StatusSubscribePage } from "#app/content/status/subscribe.ts";
import { HONEYPOT_FIELD, LIMITS } from "#app/forms/fields.ts";
import { ALL, STATUS_FORM, STATUS_LIMITS } from "#app/forms/status-fields.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { localHref } from "#app/i18n/local-href.ts";
import { localeInfo, localeCodes } from "#app/lib/locales.ts";

const legend = "text-base font-semibold text-ink";
const choice = "flex items-start gap-2.5 text-sm text-ink";
const box = "mt-0.5 size-4 shrink-0 accent-brand-700";

/** A checkbox group whose first box is "all" (checked: the default), then one box per id. */
function ChoiceGroup({
  name,
  title,
  all,
  hint,
  options,
}: {
  name: string;
  title: string;
  all: string;
  hint: string;
  options: { id: string; name: string }[];
}) {
  return (
    <fieldset className="grid gap-3" aria-describedby={`${name}-hint`}>
      <legend className={legend}>{title}</legend>
      <p id={`${name}-hint`} className="text-sm text-ink-muted">
        {hint}
      </p>
      <label className={`${choice} font-semibold`}>
        <input type="checkbox" name={name} value={ALL} defaultChecked className={box} />
        {all}
      </label>
      <div className="grid gap-2.5 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <label key={option.id} className={choice}>
            <input type="checkbox" name={name} value={option.id} className={box} />
            {option.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * /status/subscribe: one plain HTML form, posted to the forms server without JavaScript (none is
 * loaded here). One form rather than two (email, webhook): the products and data centers are chosen
 * once, and the channel is a choice in it; the server checks the fields of the chosen channel only
 * and answers a mistake with a page that lists it. Under it, how a webhook checks its deliveries.
 */
export function StatusSubscribeTemplate({ page }: { page: StatusSubscribePage }) {
  const locale = usePageLocale().code;
  const shared = formWords[locale];
  const form = page.form;
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title} description={page.intro} />
      <Container className="grid gap-12 py-14 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <form
          method="post"
          action={formEndpoint(STATUS_FORM, undefined, locale)}
          className="grid content-start gap-10"
          aria-label={page.title}
        >
          <ChoiceGroup name="products" title={form.products} all={form.allProducts} hint={form.selectionHint} options={page.products} />
          <ChoiceGroup name="regions" title={form.regions} all={form.allRegions} hint={form.selectionHint} options={page.regions} />
          <fieldset className="grid gap-5">
            <legend className={legend}>{form.channel}</legend>
            <div className="grid gap-4 rounded-2xl border border-line p-4">
              <label className={`${choice} font-semibold`}>
                <input type="radio" name="channel" value="email" defaultChecked className={box} />
                {form.byEmail}
              </label>
              <TextField
                label={shared.labels.email}
                errorPrefix={shared.errorPrefix}
                hint={form.emailHint}
                name="email"
                type="email"
                autoComplete="email"
                maxLength={LIMITS.email}
              />
            </div>
            <div className="grid gap-4 rounded-2xl border border-line p-4">
              <label className={`${choice} font-semibold`}>
                <input type="radio" name="channel" value="webhook" className={box} />
                {form.byWebhook}
              </label>
              <p className="text-sm text-ink-muted">{form.webhookHint}</p>
              <TextField
                label={form.url}
                errorPrefix={shared.errorPrefix}
                name="url"
                type="url"
                inputMode="url"
                autoComplete="off"
                maxLength={STATUS_LIMITS.url}
                placeholder="https://"
              />
              <TextField
                label={form.secret}
                errorPrefix={shared.errorPrefix}
                hint={form.secretHint}
                name="secret"
                type="password"
                autoComplete="new-password"
                minLength={STATUS_LIMITS.secretMin}
                maxLength={STATUS_LIMITS.secretMax}
              />
            </div>
          </fieldset>
          <SelectField
            label={form.language}
            errorPrefix={shared.errorPrefix}
            name="language"
            defaultValue={locale}
            options={localeCodes.map((code) => ({ value: code, label: localeInfo(code).endonym, lang: code }))}
            className="max-w-xs"
          />
          {/* The field bots fill and people never see (the server stores nothing when it is filled). */}
          <div aria-hidden="true" className="sr-only">
            <label>
              {shared.labels.honeypot}
              <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          <p className="text-sm text-ink-muted">
            <Message
              text={form.consent}
              tags={{
                link: linkTag({
                  href: localHref(shared.policyHref, locale),
                  className: "rounded font-medium text-brand-800 underline underline-offset-4",
                }),
              }}
            />
          </p>
          <Button type="submit" className="justify-self-start">
            {form.submit}
          </Button>
        </form>
        <aside className="grid content-start gap-4" aria-labelledby="webhook-signature">
          <h2 id="webhook-signature" className="text-xl font-semibold text-ink">
            {page.webhookDocs.heading}
          </h2>
          {page.webhookDocs.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-sm leading-relaxed text-ink">
              {paragraph}
            </p>
          ))}
          <p>
            <Link to={page.statusLink.href} className="font-medium text-brand-800 underline underline-offset-4">
              {page.statusLink.label}
            </Link>
          </p>
        </aside>
      </Container>
    </>
  );
}
