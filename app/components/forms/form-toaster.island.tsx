import { Toaster } from "sonner";

export type FormToasterProps = {
  /** The toaster's words for screen readers in the page's language (content/pages/<locale>/forms.yaml). */
  words: { name: string; close: string };
  /** The page's direction: toasts stack in the end corner (bottom-left in Arabic), away from where a line starts. */
  dir: "ltr" | "rtl";
};

/** The toaster as it runs in the browser (see form-toaster.tsx). */
export default function FormToasterIsland({ words, dir }: FormToasterProps) {
  return (
    <Toaster
      position={dir === "rtl" ? "bottom-left" : "bottom-right"}
      dir={dir}
      closeButton
      richColors
      containerAriaLabel={words.name}
      toastOptions={{ closeButtonAriaLabel: words.close }}
    />
  );
}
