import { Type, type Static } from "typebox";

/** The company news widget (modules/communication/widget/news.ts): posts addressed to everyone only. */
export const NewsWidgetKeyQuery = Type.Object(
  { key: Type.String({ maxLength: 100, description: "The publishable key (`wpk_...`)." }) },
  { additionalProperties: false },
);

/** How many posts the widget shows. */
export const NEWS_WIDGET_COUNT = 5;

export const NewsWidget = Type.Object(
  {
    items: Type.Array(
      Type.Object({
        id: Type.String(),
        title: Type.String(),
        /** The post's text without markup, at most 280 characters. */
        excerpt: Type.String(),
        sendDate: Type.String({ format: "date-time" }),
        pinned: Type.Boolean(),
      }),
    ),
  },
  {
    description: "The company's latest posts addressed to everyone, newest first.",
    examples: [
      {
        items: [
          {
            id: "6650f1c2a9d3e4b5c6d7e8fa",
            title: "Office closed on Friday",
            excerpt: "The São Paulo office closes on Friday for maintenance; work from home that day.",
            sendDate: "2030-01-15T12:00:00.000Z",
            pinned: false,
          },
        ],
      },
    ],
  },
);
export type NewsWidget = Static<typeof NewsWidget>;
