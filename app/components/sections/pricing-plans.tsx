import { ArrowRight, Check, X } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { planCardText, planContactHref, planHighlight, planPricesHref, pricingLinks, type Plan } from "#app/content/pricing/plans.ts";
import { cn } from "#app/lib/cn.ts";
import { formatUsd } from "#app/lib/format.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { Message } from "#app/components/ui/message.tsx";
import { namedLink } from "#app/content/blocks.ts";

/**
 * Plan cards: price per month, features with included and excluded ones told apart by
 * icon AND text (not colour alone), the highlighted plan named in a badge (not by its ring
 * alone), a link to the plan's local prices, and a button to the contact form naming the
 * plan. Under the cards, a link to the pricing page that compares every plan.
 */
export function PricingPlans({ plans }: { plans: readonly Plan[] }) {
  const locale = usePageLocale().code;
  const cardText = planCardText[locale];
  const links = pricingLinks[locale];
  return (
    <>
      <ul className={cn("grid gap-6 sm:grid-cols-2", plans.length === 4 ? "xl:grid-cols-4" : "lg:grid-cols-3")}>
        {plans.map((plan) => (
          <li key={plan.id} data-plan={plan.id}>
            <article
              aria-labelledby={`plan-${plan.id}`}
              className={cn(
                "relative flex h-full flex-col rounded-2xl border bg-surface p-6 shadow-sm",
                plan.highlighted ? "border-brand-700 ring-2 ring-brand-700" : "border-line",
              )}
            >
              <div className="flex min-h-6 flex-wrap gap-2">
                {planHighlight(plan, locale) ? <Badge tone="solid">{planHighlight(plan, locale)}</Badge> : null}
                {plan.regionSpecific ? <Badge tone="accent">{plan.regionSpecific}</Badge> : null}
              </div>
              <h3 id={`plan-${plan.id}`} className="mt-3 text-xl font-bold">
                {plan.name}
              </h3>
              <p className="mt-2 text-sm text-ink-muted">{plan.description}</p>
              <p className="mt-5 text-ink-muted">
                <Message
                  text={cardText.pricePerMonth}
                  values={{
                    price: <span className="text-4xl font-extrabold tracking-tight text-ink">{formatUsd(plan.priceUsd, locale)}</span>,
                  }}
                />
              </p>
              <ul className="mt-6 flex-1 space-y-2 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature.text} className={cn("flex gap-2", !feature.available && "text-ink-muted")}>
                    {feature.available ? (
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    ) : (
                      <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                    )}
                    <span>
                      {feature.available ? null : <span className="sr-only">{`${cardText.notIncluded} `}</span>}
                      {feature.href ? (
                        <Link to={feature.href} className="underline underline-offset-4 hover:text-brand-800">
                          {feature.text}
                        </Link>
                      ) : (
                        <span className={feature.available ? undefined : "line-through"}>{feature.text}</span>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
              <Link
                to={planPricesHref(plan)}
                className="mt-6 self-start rounded text-sm font-semibold text-brand-800 underline underline-offset-4"
              >
                <Message text={namedLink(locale)} values={{ label: links.card, name: plan.name }} />
              </Link>
              <Link
                to={planContactHref(plan)}
                className={buttonVariants({ variant: plan.highlighted ? "primary" : "secondary", className: "mt-4 w-full" })}
              >
                <Message text={namedLink(locale)} values={{ label: plan.buttonText, name: plan.name }} />
              </Link>
            </article>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <Link
          to={links.section.href}
          className="inline-flex items-center gap-2 rounded font-semibold text-brand-800 underline underline-offset-4"
        >
          {links.section.label}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </p>
    </>
  );
}
