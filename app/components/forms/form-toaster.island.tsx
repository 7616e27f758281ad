import { Toaster } from "sonner";

export type FormToasterProps = {
  /** The toaster's words for screen readers in the page's language (content/pages/<locale>/forms.yaml). */
  words: { name: string; close: string };
};

/** The toaster as it runs in the browser (see form-toaster.tsx). */
export default function FormToasterIsland({ words }: FormToasterProps) {
  return (
    <Toaster
      position="bottom-right"
      closeButton
      richColors
      containerAriaLabel={words.name}
      toastOptions={{ closeButtonAriaLabel: words.close }}
    />
  );
}
