import type { ComponentProps } from "react";

/**
 * The icons the forms' islands draw in the browser (a field's error, the sending spinner), as plain
 * SVG: lucide's drawings (ISC), written as lucide-react writes them. lucide-react's components bring
 * its createLucideIcon runtime, which weighed 1.5 KB gzip in the script of every page with a form
 * for these two icons. island-icons.test.tsx checks that each draws what lucide-react draws. Other
 * icons stay lucide-react's (ui/icon.tsx).
 */
function IslandIcon({ children, ...props }: ComponentProps<"svg">) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

/** lucide's `circle-alert`: a field's error. */
export function CircleAlertIcon(props: ComponentProps<"svg">) {
  return (
    <IslandIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <line x1="12" x2="12" y1="8" y2="12" />
      <line x1="12" x2="12.01" y1="16" y2="16" />
    </IslandIcon>
  );
}

/** lucide's `loader-circle`: a form being sent. */
export function LoaderCircleIcon(props: ComponentProps<"svg">) {
  return (
    <IslandIcon {...props}>
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </IslandIcon>
  );
}
