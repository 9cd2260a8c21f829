import { Type, type Static } from "typebox";
import { listOf, pageQuery } from "../../../core/lists/schemas.js";

/**
 * Company news (spec §3 "news (sendDate)", §7 `POST /companies/{companyId}/news`, issue 17): an admin's post, in
 * rich text, to everyone or to departments, offices and roles, sent now or at its `sendDate`. Isomorphic: schemas only.
 */

const ObjectIdString = Type.String({ pattern: "^[0-9a-fA-F]{24}$" });
const Ids = Type.Array(ObjectIdString, { maxItems: 100, uniqueItems: true });

/** Who receives a post: everyone, or the union of the people of the chosen departments, offices and roles. */
export const NewsAudience = Type.Object(
  {
    everyone: Type.Boolean(),
    departmentIds: Type.Optional(Ids),
    officeIds: Type.Optional(Ids),
    roleIds: Type.Optional(Ids),
  },
  { additionalProperties: false },
);
export type NewsAudience = Static<typeof NewsAudience>;

/** The longest stored post (HTML), before sanitising; images are links to stored files, never inline data. */
export const NEWS_BODY_MAX = 50_000;
export const NEWS_TITLE_MAX = 160;

export const NewsInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: NEWS_TITLE_MAX }),
    /** Rich text (HTML); the server keeps only the allowed tags and the module's own images. */
    body: Type.String({ maxLength: NEWS_BODY_MAX }),
    audience: NewsAudience,
    /** When people get it; omitted: now. Must be in the future. */
    sendDate: Type.Optional(Type.String({ format: "date-time" })),
    pinned: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type NewsInput = Static<typeof NewsInput>;

/** An admin's change to a post: pin or unpin it; a scheduled post may also move to another future `sendDate`. */
export const NewsPatch = Type.Object(
  {
    pinned: Type.Optional(Type.Boolean()),
    sendDate: Type.Optional(Type.String({ format: "date-time" })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type NewsPatch = Static<typeof NewsPatch>;

export const NEWS_STATUSES = ["scheduled", "sent"] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** A realistic post (sent to the São Paulo office, pinned) for the OpenAPI examples. */
const newsBodyExample =
  '<p>The São Paulo office moves to <strong>Av. Paulista 1842, 9th floor</strong> on Monday, 7 December. Badges work from Friday; the old office closes at 18:00 on the 4th.</p><p><img src="/api/companies/6761a0009b1e4a0012ab0000/news/images/3f2b8c1e-9a4d-4f6b-8e2a-7c5d1b0e9f34.jpg" alt="The new reception"></p>';
const newsPostExample = {
  id: "6761ea009b1e4a0012ab8001",
  title: "New office on Av. Paulista from 7 December",
  body: newsBodyExample,
  audience: { everyone: false, departmentIds: [], officeIds: ["6761a1009b1e4a0012ab0101"], roleIds: [] },
  sendDate: "2026-11-23T12:00:00.000Z",
  status: "sent" as const,
  pinned: true,
  authorId: "6761b1009b1e4a0012ab1000",
  recipients: 42,
  reads: 31,
  createdAt: "2026-11-20T17:45:12.000Z",
};
/** A post as its admins see it on /communication: with its audience, state and read count. */
export const NewsPost = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    body: Type.String(),
    audience: Type.Object({
      everyone: Type.Boolean(),
      departmentIds: Type.Array(Type.String()),
      officeIds: Type.Array(Type.String()),
      roleIds: Type.Array(Type.String()),
    }),
    sendDate: Type.String({ format: "date-time" }),
    status: Type.Union([Type.Literal("scheduled"), Type.Literal("sent")]),
    pinned: Type.Boolean(),
    authorId: Type.String(),
    /** How many people it was delivered to (0 until it is sent). */
    recipients: Type.Integer(),
    /** How many people opened it. */
    reads: Type.Integer(),
    createdAt: Type.String({ format: "date-time" }),
  },
  { examples: [newsPostExample] },
);
export type NewsPost = Static<typeof NewsPost>;

export const NewsListQuery = Type.Object({ ...pageQuery() }, { additionalProperties: false });
export type NewsListQuery = Static<typeof NewsListQuery>;
export const NewsList = listOf(NewsPost);
export type NewsList = Static<typeof NewsList>;

/** The same post in a person's feed, for the OpenAPI examples. */
const feedPostExample = {
  id: "6761ea009b1e4a0012ab8001",
  title: "New office on Av. Paulista from 7 December",
  body: newsBodyExample,
  excerpt:
    "The São Paulo office moves to Av. Paulista 1842, 9th floor on Monday, 7 December. Badges work from Friday; the old office closes at 18:00 on the 4th.",
  sendDate: "2026-11-23T12:00:00.000Z",
  pinned: true,
  read: true,
};
/** A post as a person reads it in their feed (home, /news). */
export const FeedPost = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    body: Type.String(),
    /** The text without markup, shortened: for cards and notifications. */
    excerpt: Type.String(),
    sendDate: Type.String({ format: "date-time" }),
    pinned: Type.Boolean(),
    read: Type.Boolean(),
  },
  { examples: [feedPostExample] },
);
export type FeedPost = Static<typeof FeedPost>;

export const FeedQuery = Type.Object(
  { ...pageQuery({ sizes: { max: 50 }, defaultSize: 10 }) },
  { additionalProperties: false },
);
export type FeedQuery = Static<typeof FeedQuery>;
export const Feed = listOf(
  FeedPost,
  { unread: Type.Integer() },
  { examples: [{ items: [feedPostExample], total: 1, unread: 0 }] },
);
export type Feed = Static<typeof Feed>;

/** The names an admin chooses an audience from (people's departments, offices and roles). */
const Named = Type.Object({ id: Type.String(), name: Type.String() });
export const AudienceOptions = Type.Object(
  {
    departments: Type.Array(Named),
    offices: Type.Array(Named),
    roles: Type.Array(Named),
  },
  {
    examples: [
      {
        departments: [
          { id: "6761a0009b1e4a0012ab0001", name: "Customer Care" },
          { id: "6761a0009b1e4a0012ab0002", name: "Roastery" },
        ],
        offices: [
          { id: "6761a1009b1e4a0012ab0102", name: "Campinas - Roastery" },
          { id: "6761a1009b1e4a0012ab0101", name: "São Paulo - Paulista" },
        ],
        roles: [
          { id: "6761a2009b1e4a0012ab0201", name: "Barista trainer" },
          { id: "6761a2009b1e4a0012ab0202", name: "Support analyst" },
        ],
      },
    ],
  },
);
export type AudienceOptions = Static<typeof AudienceOptions>;

/** An uploaded image's address, to put in a post's `<img src>`. */
export const NewsImage = Type.Object(
  { src: Type.String() },
  {
    examples: [{ src: "/api/companies/6761a0009b1e4a0012ab0000/news/images/3f2b8c1e-9a4d-4f6b-8e2a-7c5d1b0e9f34.jpg" }],
  },
);
export type NewsImage = Static<typeof NewsImage>;

/** The module's images are `<uuid>.<png|jpg>` under the company; anything else is refused by the sanitiser. */
export const NEWS_IMAGE_NAME = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(?:png|jpg)$";
export const newsImagePath = (companyId: string, name: string) => `/api/companies/${companyId}/news/images/${name}`;
