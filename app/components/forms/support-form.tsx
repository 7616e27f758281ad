import { Island } from "#app/islands/island.tsx";
import { SupportFormIsland, type SupportFormProps } from "./support-form-island.tsx";

/** The support form; it posts without JavaScript and validates inline once its island hydrates. */
export function SupportForm({ labelledBy }: SupportFormProps) {
  return <Island name="support-form" component={SupportFormIsland} props={{ labelledBy }} />;
}
