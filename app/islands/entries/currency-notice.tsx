import { CurrencyNotice } from "#app/components/pricing/currency-notice.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("currency-notice", CurrencyNotice);
