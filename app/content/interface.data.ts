/**
 * The interface words per language (header, menus, footer, searches), loaded, checked and
 * formatted: a build-time module (see en.data.ts). Export plain data only.
 */
import { messageValues } from "./facts.ts";
import { loadInterfaceWords } from "./interface-words.ts";

/** By locale: `interfaceWords[locale]` (English only until issue 14 adds more). */
export const interfaceWords = { en: loadInterfaceWords(messageValues("en"), "en") };
