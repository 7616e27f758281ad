import { ArrowRight } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { Card, CardDescription, CardTitle } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { helpCenterText, SupportChannel, SupportPriority } from "#app/content/help-center/page.ts";
import type { Locale } from "#app/lib/locales.ts";

const linkClass =
  "mt-4 inline-flex min-h-8 items-center gap-1 self-start rounded text-sm font-semibold break-all text-brand-800 hover:underline";

/** Ways to reach support, each a card with the one link that opens it. */
export function SupportChannels({ channels }: { channels: readonly SupportChannel[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {channels.map((channel) => (
        <li key={channel.id}>
          <Card className="flex h-full flex-col">
            <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={channel.icon} className="size-6" />
            </span>
            <CardTitle>{channel.title}</CardTitle>
            <CardDescription className="flex-1">{channel.description}</CardDescription>
            {channel.external ? (
              <a href={channel.link.href} className={linkClass}>
                {channel.link.label}
              </a>
            ) : (
              <Link to={channel.link.href} className={linkClass}>
                {channel.link.label}
                <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </Link>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The response time at each priority, as a table (a caption names it). */
export function ResponseTimes({
  priorities,
  text,
}: {
  priorities: readonly SupportPriority[];
  /** The table's words (content/pages/<locale>/help-center.yaml, responseTimes), the email reply time filled in. */
  text: (typeof helpCenterText)[Locale]["responseTimes"];
}) {
  return (
    <div className="overflow-hidden rounded-2xl border border-line">
      <table className="w-full text-start text-sm">
        <caption className="bg-surface-muted px-5 py-4 text-start text-base font-semibold text-ink">{text.caption}</caption>
        <thead className="border-y border-line bg-surface-muted text-ink">
          <tr>
            <th scope="col" className="px-3 py-3 text-start font-semibold sm:px-5">
              {text.priority}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold sm:px-5">
              {text.when}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold sm:px-5">
              {text.within}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {priorities.map((priority) => (
            <tr key={priority.id} data-priority={priority.id}>
              <th scope="row" className="px-3 py-3 text-start font-semibold text-ink sm:px-5">
                {priority.label}
              </th>
              <td className="px-3 py-3 text-ink-muted sm:px-5">{priority.description}</td>
              <td className="px-3 py-3 font-semibold whitespace-nowrap text-ink sm:px-5">{priority.responseTime}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-line">
          <tr>
            <td colSpan={3} className="px-3 py-3 text-ink-muted sm:px-5">
              {text.emailNote}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
