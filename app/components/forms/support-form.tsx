import { Island } from "#app/components/ui/island.tsx";
import { serviceOptions } from "#app/site/form-options.ts";
import SupportFormIsland from "./support-form.island.tsx";

/** The support form; it posts without JavaScript and validates inline once its island hydrates. */
export function SupportForm({ labelledBy }: { labelledBy?: string }) {
  return <Island name="support-form" component={SupportFormIsland} props={{ labelledBy, serviceOptions }} />;
}
