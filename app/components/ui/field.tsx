import { CircleAlertIcon } from "./island-icons.tsx";
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

type FieldOwnProps = {
  label: ReactNode;
  /** The words shown after the label of a field that may stay empty, e.g. "(optional)". */
  optional?: string;
  /** A help text under the label, announced with the control. */
  hint?: ReactNode;
  /** Messages shown under the control; any message marks the control invalid. */
  error?: readonly string[];
  /** Read by screen readers before the messages, e.g. "Error:". */
  errorPrefix: string;
  className?: string;
};

const controlClass =
  "block w-full rounded-lg border border-ink-muted bg-surface px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-ink-muted aria-invalid:border-2 aria-invalid:border-danger";

/** Ids and ARIA wiring shared by every kind of field: the error is linked by aria-describedby. */
function useFieldWiring(id: string | undefined, hint: ReactNode, error: readonly string[] | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  const invalid = Boolean(error && error.length > 0);
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ") || undefined;
  return {
    controlId,
    hintId,
    errorId,
    invalid,
    controlProps: { id: controlId, "aria-invalid": invalid || undefined, "aria-describedby": describedBy },
  };
}

function FieldShell({
  label,
  optional,
  hint,
  error,
  errorPrefix,
  className,
  wiring,
  children,
}: FieldOwnProps & { wiring: ReturnType<typeof useFieldWiring>; children: ReactNode }) {
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={wiring.controlId} className="text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-ink-muted"> {optional}</span> : null}
      </label>
      {hint ? (
        <p id={wiring.hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {children}
      {wiring.invalid ? (
        <p id={wiring.errorId} className="flex gap-1.5 text-sm font-medium text-danger">
          <CircleAlertIcon className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="sr-only">{errorPrefix} </span>
            {error?.join(" ")}
          </span>
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldOwnProps & Omit<ComponentProps<"input">, "className">;

/** Addresses, numbers and URLs are Latin and read left to right, also on an Arabic page. */
const LTR_INPUT_TYPES = new Set(["email", "tel", "url"]);

/**
 * A labelled input with its hint and inline error. Its direction: left to right for an email,
 * phone or URL; otherwise `auto`, so a name typed in Arabic or in Latin letters each reads right.
 */
export function TextField({ label, optional, hint, error, errorPrefix, className, id, ...props }: TextFieldProps) {
  const wiring = useFieldWiring(id, hint, error);
  const dir = LTR_INPUT_TYPES.has(props.type ?? "text") ? "ltr" : "auto";
  return (
    <FieldShell label={label} optional={optional} hint={hint} error={error} errorPrefix={errorPrefix} className={className} wiring={wiring}>
      <input className={controlClass} dir={dir} {...wiring.controlProps} {...props} />
    </FieldShell>
  );
}

export type TextAreaFieldProps = FieldOwnProps & Omit<ComponentProps<"textarea">, "className">;

/** A labelled text area; `dir="auto"` lets a message in Arabic or in a Latin script each read in its own direction. */
export function TextAreaField({ label, optional, hint, error, errorPrefix, className, id, ...props }: TextAreaFieldProps) {
  const wiring = useFieldWiring(id, hint, error);
  return (
    <FieldShell label={label} optional={optional} hint={hint} error={error} errorPrefix={errorPrefix} className={className} wiring={wiring}>
      <textarea className={cn(controlClass, "min-h-36 resize-y")} dir="auto" {...wiring.controlProps} {...props} />
    </FieldShell>
  );
}

/** `lang`: an option in another language than the page's (a language's own name). */
export type SelectOption = { value: string; label: string; lang?: string };

export type SelectFieldProps = FieldOwnProps &
  Omit<ComponentProps<"select">, "className" | "children"> & {
    options: readonly SelectOption[];
    /** A first, empty option ("Choose …") for selects that must be chosen on purpose. */
    placeholder?: string;
  };

export function SelectField({
  label,
  optional,
  hint,
  error,
  errorPrefix,
  className,
  id,
  options,
  placeholder,
  ...props
}: SelectFieldProps) {
  const wiring = useFieldWiring(id, hint, error);
  return (
    <FieldShell label={label} optional={optional} hint={hint} error={error} errorPrefix={errorPrefix} className={className} wiring={wiring}>
      <select className={cn(controlClass, "pe-8")} {...wiring.controlProps} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
