import { Icon, type IconName } from "#app/components/ui/icon.tsx";

/**
 * Where a page would show client logos: abstract tiles naming kinds of client, with a
 * note saying so. We never show a real organisation's logo without its permission.
 */
export function ClientLogoStrip({ items, note }: { items: readonly { label: string; icon: IconName }[]; note: string }) {
  return (
    <div>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {items.map((item) => (
          <li
            key={item.label}
            className="flex min-h-28 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 bg-surface px-3 py-4 text-center"
          >
            <Icon name={item.icon} className="size-7 text-slate-500" />
            <span className="text-sm font-semibold text-ink-muted">{item.label}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-3xl text-sm text-ink-muted">{note}</p>
    </div>
  );
}
