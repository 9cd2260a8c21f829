import { type Static, Type } from "typebox";
import { listOf, pageQuery } from "../lists/schemas.js";

/**
 * The notifications API's payloads (TypeBox): route validation, the OpenAPI document and the SDK types come from
 * these. Isomorphic: no server code, so the web app may import the types.
 */

/**
 * A notification type, namespaced by the module that emits it (`leave.request.approved`), like event names.
 * A preference rule names a type or a prefix of one (`leave`, `leave.request`), or `*` for every type.
 */
export const NOTIFICATION_TYPE_PATTERN = "^[a-z][a-z0-9-]*(\\.[a-z0-9-]+)+$";
export const PREFERENCE_PREFIX_PATTERN = "^(\\*|[a-z][a-z0-9-]*(\\.[a-z0-9-]+)*)$";

/** Where a notification leads in the web app: an app path such as `/my-requests`, never another site. */
export const NOTIFICATION_LINK_PATTERN = "^/(?![/\\\\])[^\\s]*$";

const Id = Type.String({ description: "Notification id." });

export const NotificationSchema = Type.Object(
  {
    id: Id,
    type: Type.String({ description: "Namespaced by the emitting module, e.g. `leave.request.approved`." }),
    title: Type.String({ description: "In the caller's language." }),
    body: Type.String({ description: "In the caller's language." }),
    link: Type.Union([Type.String(), Type.Null()], { description: "An app path such as `/my-requests`." }),
    data: Type.Record(Type.String(), Type.Unknown(), { description: "Whatever the emitting module attached." }),
    readAt: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
    createdAt: Type.String({ format: "date-time" }),
  },
  {
    additionalProperties: false,
    examples: [
      {
        id: "6650f1c2a9d3e4b5c6d7ec01",
        type: "leave.request.approved",
        title: "Leave approved",
        body: "Marina Alves approved your vacation from Dec 22 to Jan 2.",
        link: "/my-requests",
        data: { requestId: "6650f1c2a9d3e4b5c6d7ed01" },
        readAt: null,
        createdAt: "2026-11-26T14:03:00.000Z",
      },
    ],
  },
);
export type NotificationDto = Static<typeof NotificationSchema>;

export const NotificationListQuery = Type.Object(
  {
    ...pageQuery({ sizes: { max: 50 } }),
    unread: Type.Optional(Type.Boolean({ description: "Only unread notifications." })),
  },
  { additionalProperties: false },
);
export type NotificationListQuery = Static<typeof NotificationListQuery>;

/** `total`: matching the query (all, or unread only); `unread`: the caller's unread notifications, whatever the query (the badge). */
export const NotificationListSchema = listOf(
  NotificationSchema,
  { unread: Type.Integer() },
  {
    examples: [
      {
        items: [
          {
            id: "6650f1c2a9d3e4b5c6d7ec01",
            type: "leave.request.approved",
            title: "Leave approved",
            body: "Marina Alves approved your vacation from Dec 22 to Jan 2.",
            link: "/my-requests",
            data: { requestId: "6650f1c2a9d3e4b5c6d7ed01" },
            readAt: null,
            createdAt: "2026-11-26T14:03:00.000Z",
          },
          {
            id: "6650f1c2a9d3e4b5c6d7ec02",
            type: "scheduling.shift.published",
            title: "New schedule",
            body: "Your shifts for Dec 1 to Dec 7 are published.",
            link: "/my-shifts",
            data: {},
            readAt: "2026-11-25T09:12:00.000Z",
            createdAt: "2026-11-24T18:30:00.000Z",
          },
        ],
        total: 37,
        unread: 3,
      },
    ],
  },
);
export type NotificationList = Static<typeof NotificationListSchema>;

export const ReadAllResultSchema = Type.Object(
  { updated: Type.Integer({ description: "How many notifications were unread and are read now." }) },
  { examples: [{ updated: 3 }] },
);

/** What a user wants to receive on each channel. Push is stored now and honoured once web push lands. */
export const ChannelsSchema = Type.Object(
  { inApp: Type.Boolean(), email: Type.Boolean(), push: Type.Boolean() },
  { additionalProperties: false },
);
export type Channels = Static<typeof ChannelsSchema>;

export const PreferenceRuleSchema = Type.Object(
  {
    prefix: Type.String({
      pattern: PREFERENCE_PREFIX_PATTERN,
      maxLength: 120,
      description: "A notification type, a prefix of one (`leave`, `leave.request`), or `*` for every type.",
    }),
    inApp: Type.Boolean(),
    email: Type.Boolean(),
    push: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PreferenceRule = Static<typeof PreferenceRuleSchema>;

export const PreferencesInputSchema = Type.Object(
  { rules: Type.Array(PreferenceRuleSchema, { maxItems: 100 }) },
  { additionalProperties: false },
);
export type PreferencesInput = Static<typeof PreferencesInputSchema>;

export const PreferencesSchema = Type.Object(
  {
    /** What applies to a type no rule matches. */
    defaults: ChannelsSchema,
    /** The caller's rules; the longest matching prefix wins. */
    rules: Type.Array(PreferenceRuleSchema),
  },
  {
    additionalProperties: false,
    examples: [
      {
        defaults: { inApp: true, email: true, push: true },
        rules: [
          { prefix: "scheduling", inApp: true, email: false, push: true },
          { prefix: "leave.request.approved", inApp: true, email: true, push: false },
        ],
      },
    ],
  },
);
export type Preferences = Static<typeof PreferencesSchema>;

export const UnreadCountSchema = Type.Object(
  { unread: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false, examples: [{ unread: 3 }] },
);

/** A notification kind a module sends (its contract's `notifications`), for the settings page. */
export const NotificationKindSchema = Type.Object(
  {
    type: Type.String({ description: "The type preferences match on, e.g. `leave.request.approved`." }),
    module: Type.String({ description: "The module that sends it." }),
    label: Type.String({ description: "In the caller's language." }),
  },
  { additionalProperties: false },
);
export type NotificationKindDto = Static<typeof NotificationKindSchema>;
export const NotificationKindListSchema = Type.Object(
  { items: Type.Array(NotificationKindSchema) },
  {
    additionalProperties: false,
    examples: [
      {
        items: [
          { type: "leave.request.created", module: "leave", label: "A leave request to review" },
          { type: "leave.request.approved", module: "leave", label: "My leave request approved" },
          { type: "scheduling.shift.published", module: "scheduling", label: "My shifts published" },
        ],
      },
    ],
  },
);
export type NotificationKindList = Static<typeof NotificationKindListSchema>;

/** Web push on this server: the VAPID public key browsers subscribe with, or null when push is off. */
export const PushConfigSchema = Type.Object(
  {
    publicKey: Type.Union([Type.String(), Type.Null()]),
    devices: Type.Integer({ minimum: 0, description: "How many devices of the caller are subscribed." }),
  },
  {
    additionalProperties: false,
    examples: [
      {
        publicKey: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
        devices: 2,
      },
    ],
  },
);
export type PushConfig = Static<typeof PushConfigSchema>;

/** What `PushManager.subscribe()` answered (`subscription.toJSON()`); push services are reached over https only. */
export const PushSubscriptionInputSchema = Type.Object(
  {
    endpoint: Type.String({ format: "uri", pattern: "^https://", maxLength: 2048 }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object(
      {
        p256dh: Type.String({ pattern: "^[A-Za-z0-9_-]+={0,2}$", minLength: 80, maxLength: 100 }),
        auth: Type.String({ pattern: "^[A-Za-z0-9_-]+={0,2}$", minLength: 16, maxLength: 32 }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type PushSubscriptionInput = Static<typeof PushSubscriptionInputSchema>;

export const PushUnsubscribeSchema = Type.Object(
  { endpoint: Type.String({ format: "uri", maxLength: 2048 }) },
  { additionalProperties: false },
);
