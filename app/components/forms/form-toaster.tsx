import { Toaster } from "sonner";

/**
 * Where the forms' toasts appear (sonner announces them in a polite live region). Rendered
 * once by each page that has a form, rather than by root, so pages without a form do not
 * load the toast library; a page with two forms still has one toaster.
 */
export function FormToaster() {
  return <Toaster position="bottom-right" closeButton richColors />;
}
