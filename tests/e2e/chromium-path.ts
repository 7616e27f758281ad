// The Chromium finder moved to shared/ (scripts/measure/lighthouse.ts needs it too, and scripts/ imports nothing from tests/).
export { CHROMIUM_ARGS, findChromium } from "../../shared/chromium-path.ts";
