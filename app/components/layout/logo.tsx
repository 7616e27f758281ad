import { cn } from "#app/lib/cn.ts";

/** The baobab mark: a broad canopy on a thick trunk. Decorative; the link beside it carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <rect width="32" height="32" rx="8" className="fill-brand-700" />
      <path
        d="M6 13c0-3.3 3-5 5.5-4.4C12.6 6.5 14.3 5.5 16 5.5s3.4 1 4.5 3.1C23 8 26 9.7 26 13c0 2.4-1.9 4-4.2 4H10.2C7.9 17 6 15.4 6 13Z"
        className="fill-accent-300"
      />
      <path d="M13 17h6l-.6 4.2c-.1.9.2 1.9.9 2.6L21 25.5H11l1.7-1.7c.7-.7 1-1.7.9-2.6L13 17Z" className="fill-white" />
    </svg>
  );
}
