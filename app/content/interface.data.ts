/**
 * The interface words of every language (header, menus, footer, searches), loaded,
 * checked and formatted: a build-time module (see en.data.ts). Export plain data only.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { messageValues } from "./facts.ts";
import { loadInterfaceWords } from "./interface-words.ts";

export const interfaceWords = eachLocale((locale) => loadInterfaceWords(messageValues(locale), locale));
