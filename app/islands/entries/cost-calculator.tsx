import { CostCalculator } from "#app/components/pricing/cost-calculator.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("cost-calculator", CostCalculator);
