/**
 * An HTML attribute's value as text: the entities that React (escapeTextForBrowser: `&amp;`,
 * `&lt;`, `&gt;`, `&quot;`, `&#x27;`) and Beasties' serializer (`&#39;`) write in the built pages,
 * decoded in one pass. Not a general HTML decoder: the build writes no other entity in attributes.
 */
const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };

export function decodeAttribute(value: string): string {
  return value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
}
