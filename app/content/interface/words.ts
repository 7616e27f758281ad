/**
 * The interface words of every language (header, menus, footer, searches), loaded,
 * checked and formatted at build time (loader.ts).
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { messageValues } from "../facts.ts";
import { loadInterfaceWords } from "./loader.ts";

export const interfaceWords = eachLocale((locale) => loadInterfaceWords(messageValues(locale), locale));
