import { cn } from "#app/lib/cn.ts";

/**
 * Typography for an article rendered from Markdown. The HTML is our own content,
 * compiled from the Markdown files in content/blog at build time (never user input),
 * which is why setting it directly is safe here.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        "text-lg leading-relaxed text-ink",
        "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold",
        "[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:ps-6 [&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6 [&>p:first-child]:mt-0",
        // A long line of code wraps rather than widening the page on a phone or spilling out of the
        // column (a scrolling block would need to be focusable for keyboard users).
        "[&_pre]:wrap-break-word [&_pre]:whitespace-pre-wrap",
        "[&_pre]:mt-5 [&_pre]:rounded-lg [&_pre]:border [&_pre]:border-line [&_pre]:bg-surface-muted [&_pre]:p-4 [&_pre]:text-sm",
        // A table: ruled rows, headings at the start, a size smaller on a phone, where a setting's name
        // in code (maintenance_work_mem) may break; one still wider than the phone scrolls sideways
        // (it takes the focus for the keyboard: scrollableTables in vite-plugin-markdown.ts).
        "max-sm:[&_table]:block max-sm:[&_table]:overflow-x-auto",
        "[&_table]:mt-5 [&_table]:w-full [&_table]:text-sm sm:[&_table]:text-base [&_table_code]:wrap-anywhere [&_td]:border-b [&_td]:border-line [&_td]:py-2 [&_td]:pe-3 [&_th]:border-b-2 [&_th]:border-line [&_th]:py-2 [&_th]:pe-3 [&_th]:text-start",
        "[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-900 [&_strong]:font-semibold",
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
