/** The contact form's topics, loaded, checked and formatted: a build-time module (see en.data.ts). */
import { loadContactTopics } from "./contact-content.ts";
import { messageValues } from "./facts.ts";

export const contactTopicWords = loadContactTopics(messageValues("en"), "en");
