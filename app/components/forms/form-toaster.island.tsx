import { Toaster } from "sonner";

/** The toaster as it runs in the browser (see form-toaster.tsx). */
export default function FormToasterIsland() {
  return <Toaster position="bottom-right" closeButton richColors />;
}
