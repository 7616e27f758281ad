/**
 * A translated content file records the English file it was translated from, as a hash under
 * this key (`npm run translations` lists the files whose English changed since). No schema
 * knows the key: the loaders drop it before checking a file.
 */
export const SOURCE_HASH_KEY = "translatedFrom";

/** The file's data without its translation bookkeeping. */
export function withoutSourceHash<T>(data: T): T {
  if (!data || typeof data !== "object" || Array.isArray(data) || !(SOURCE_HASH_KEY in data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== SOURCE_HASH_KEY)) as T;
}
