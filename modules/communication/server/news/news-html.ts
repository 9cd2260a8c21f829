import sanitizeHtml from "sanitize-html";
import { NEWS_IMAGE_NAME, newsImagePath } from "../../contract/index.js";

/** The longest excerpt (cards, notifications, the feed service). */
export const EXCERPT_MAX = 280;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A post's rich text as the server keeps it (issue 17 "sanitised on the server"): headings, paragraphs, emphasis,
 * lists, quotes, links (http, https, mailto; opened in a new tab without the opener) and images that are this
 * company's own uploads (`/api/companies/<id>/news/images/<uuid>.png|jpg`). Everything else (scripts, styles, event
 * handlers, other images, `javascript:` links) is dropped; the text inside unknown tags is kept.
 */
export function sanitizeNewsHtml(html: string, companyId: string): string {
  const ownImage = new RegExp(`^${escapeRegExp(newsImagePath(companyId, ""))}${NEWS_IMAGE_NAME.slice(1)}`);
  return sanitizeHtml(html, {
    allowedTags: [
      "p",
      "br",
      "h2",
      "h3",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "s",
      "ul",
      "ol",
      "li",
      "blockquote",
      "a",
      "img",
    ],
    allowedAttributes: { a: ["href", "target", "rel"], img: ["src", "alt"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: "_blank", rel: "noopener noreferrer" },
      }),
    },
    // an image that is not one of the company's uploads is dropped whole
    exclusiveFilter: (frame) => frame.tag === "img" && !ownImage.test(frame.attribs.src ?? ""),
  }).trim();
}

/** The text of sanitised HTML, whitespace collapsed. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h2|h3|li|blockquote)>|<br\s*\/?>/gi, "$& "), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** The start of a post's text, cut at a word: what cards and notifications show. */
export function excerptOf(html: string): string {
  const text = plainText(html);
  if (text.length <= EXCERPT_MAX) return text;
  const cut = text.slice(0, EXCERPT_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > EXCERPT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Whether sanitised HTML shows anything: text or an image. */
export function hasContent(html: string): boolean {
  return plainText(html).length > 0 || /<img\s/i.test(html);
}
