import type { ReactNode } from "react";
import { Card } from "./card.tsx";
import { scrollingTable } from "./scrolling-table.ts";
import { cn } from "#app/lib/cn.ts";

export type DataTableColumn = {
  heading: ReactNode;
  /** Figures line up at the end of their column; words at its start (the default). */
  align?: "start" | "end";
  /** Classes of this column's body cells (e.g. "font-semibold tabular-nums"). */
  cellClassName?: string;
  /** Classes of all its cells, heading included: "hidden sm:table-cell" shows it from that width only. */
  className?: string;
};

export type DataTableRow = {
  key: string;
  /** The first cell: it names the row (a `th scope="row"`). */
  header: ReactNode;
  /** The other cells, one per column after the first. */
  cells: readonly ReactNode[];
  /** Attributes of the row itself: an id to link to, `data-*` for tests. */
  rowProps?: { id?: string } & { [data: `data-${string}`]: string };
};

const cell = "px-4 py-3 align-top";
const alignment = (align: DataTableColumn["align"]) => (align === "end" ? "text-end" : "text-start");

/**
 * A table of facts on a card: an optional caption, a header row, a row header per row, and
 * the rows divided by lines; it scrolls sideways inside its card when narrower than its content.
 * The first column names the rows; the legal pages (SLA, trust, sub-processors, security) share it.
 * The caption names the table; `captionHidden` keeps it for screen readers only, where the
 * section's heading above already says it.
 */
export function DataTable({
  caption,
  captionHidden = false,
  columns,
  rows,
  className,
}: {
  caption: ReactNode;
  captionHidden?: boolean;
  columns: readonly DataTableColumn[];
  rows: readonly DataTableRow[];
  className?: string;
}) {
  const [first, ...rest] = columns;
  return (
    <Card padding="none" className={cn("overflow-x-auto", className)}>
      <table className="w-full text-sm" {...scrollingTable}>
        <caption className={captionHidden ? "sr-only" : "border-b border-line px-4 py-3 text-start font-semibold"}>{caption}</caption>
        <thead className="bg-surface-muted">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={cn(cell, alignment(column.align), "font-semibold", column.className)}>
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.key} {...row.rowProps}>
              <th scope="row" className={cn(cell, alignment(first?.align), "font-medium", first?.className)}>
                {row.header}
              </th>
              {row.cells.map((content, index) => (
                <td key={index} className={cn(cell, alignment(rest[index]?.align), rest[index]?.className, rest[index]?.cellClassName)}>
                  {content}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
