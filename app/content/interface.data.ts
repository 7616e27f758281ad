/**
 * The interface words of the language being built (header, menus, footer, searches), loaded,
 * checked and formatted: a build-time module (see en.data.ts). Export plain data only.
 */
import { buildLocale } from "#app/i18n/build-locale.ts";
import { messageValues } from "./facts.ts";
import { loadInterfaceWords } from "./interface-words.ts";

export const interfaceWords = loadInterfaceWords(messageValues(buildLocale), buildLocale);
