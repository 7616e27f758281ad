import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "sonner";
import type { FieldErrors, FormId } from "#app/forms/fields.ts";
import type { FormChoices } from "#app/forms/choices.ts";
import type { FormValidator } from "#app/forms/schemas.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { formEndpoint, SEND_FAILED_TOAST_MS, submitForm } from "#app/components/forms/submit-form.ts";
import type { FormIslandWords } from "#app/components/forms/island-words.ts";

/**
 * The forms' zod schemas, loaded when a visitor first focuses a field or sends, not with
 * the page: they are the biggest part of a form's JavaScript and most visitors never type.
 */
function loadValidator(choices: FormChoices, messages: FormIslandWords["errors"]): Promise<FormValidator> {
  return import("#app/forms/schemas.ts").then((module) => module.createFormValidator(choices, messages));
}

function readValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}

/**
 * Everything the three forms share: validation with the form's schema before sending,
 * inline errors with focus on the first invalid field, the request, and the toasts.
 *
 * Before hydration (and without JavaScript) the form is a plain HTML form posting to the
 * same endpoint, with the browser's own `required`/`type` checks; once hydrated it sets
 * `noValidate` so our inline messages replace the browser's bubbles.
 *
 * `choices`: the values the form's select fields accept, from the options the page passed the
 * island (the server checks again against the options the build wrote for it).
 */
export function useFormSubmission(form: FormId, words: FormIslandWords, choices: FormChoices = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  // Made once per form, when first needed.
  const validator = useRef<Promise<FormValidator> | null>(null);
  const loadValidation = () => (validator.current ??= loadValidator(choices, words.errors));
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  // Bumped whenever errors are shown, so focus moves even if the same errors come back.
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function showErrors(next: FieldErrors) {
    setErrors(next);
    setFocusRequest((count) => count + 1);
  }

  async function submitCurrentValues() {
    const element = formRef.current;
    if (!element || pending) return;
    const values = readValues(element);
    const validateSubmission = await loadValidation();
    const validation = validateSubmission(form, values);
    if (!validation.ok) {
      showErrors(validation.errors);
      return;
    }
    setErrors({});
    setPending(true);
    setFailed(false);
    const result = await submitForm(form, values, { locale: words.locale });
    setPending(false);
    const copy = words.form;
    switch (result.status) {
      case "sent":
        toast.success(copy.sent, { description: copy.sentDetail });
        element.reset();
        break;
      case "invalid":
        showErrors(result.errors);
        break;
      case "rate-limited":
        toast.error(words.rateLimited.title, { description: words.rateLimited.detail });
        break;
      case "failed": {
        setFailed(true);
        // One id, so failing again replaces the toast instead of stacking another.
        toast.error(words.sendFailed.title, {
          id: `${form}-send-failed`,
          duration: SEND_FAILED_TOAST_MS,
          description: copy.sendFailedDetail,
          action: { label: words.sendFailed.retry, onClick: () => void submitCurrentValues() },
        });
        break;
      }
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submitCurrentValues();
  }

  // Once a field shows an error, check it again as the visitor corrects it.
  async function onChange(event: ChangeEvent<HTMLFormElement>) {
    const name = (event.target as { name?: unknown }).name;
    const element = formRef.current;
    if (typeof name !== "string" || !errors[name] || !element) return;
    const validateSubmission = await loadValidation();
    const validation = validateSubmission(form, readValues(element));
    const fieldErrors = validation.ok ? undefined : validation.errors[name];
    setErrors((current) => {
      const next = Object.entries(current).filter(([field]) => field !== name);
      return Object.fromEntries(fieldErrors ? [...next, [name, fieldErrors]] : next);
    });
  }

  return {
    errors,
    pending,
    /** The last attempt failed to reach the server; what was typed is still in the form. */
    failed,
    formProps: {
      ref: formRef,
      method: "post",
      action: formEndpoint(form, undefined, words.locale),
      noValidate: hydrated,
      onSubmit,
      onChange: (event: ChangeEvent<HTMLFormElement>) => void onChange(event),
      // Fetch the schemas while the visitor types, so sending does not wait for them.
      onFocus: () => void loadValidation(),
    },
  } as const;
}
