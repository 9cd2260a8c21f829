import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { TenantParams } from "../../../../core/lists/schemas.js";
import { requirePermission } from "../../../../core/modules/modules.plugin.js";
import {
  AudienceOptions,
  communicationContract,
  Feed,
  FeedPost,
  FeedQuery,
  NEWS_IMAGE_NAME,
  NewsImage,
  NewsInput,
  NewsList,
  NewsListQuery,
  NewsPatch,
  NewsPost,
  permissions,
} from "../../contract/index.js";
import type { NewsService } from "./news.service.js";

const tags = ["communication"];
const NewsParams = Type.Object({ companyId: Type.String(), newsId: Type.String() });
const ImageParams = Type.Object({ companyId: Type.String(), name: Type.String({ pattern: NEWS_IMAGE_NAME }) });

/** Thin routes: schema in, service call, schema out. Mounted at /api/companies/:companyId (spec §7 `/news`). */
export const newsRoutes =
  (news: NewsService): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const read = requirePermission(communicationContract, permissions.read);
    const manage = requirePermission(communicationContract, permissions.manage);

    app.post(
      "/news",
      {
        schema: {
          description: `Writes a post in rich text (only the allowed tags and the module's own images are kept) to everyone or to departments, offices and roles, sent now or scheduled at a future \`sendDate\`; a post sent now is delivered in this request (in the app, by mail and by push, as each person's settings say), a scheduled one by the job at its date. Admins only (\`communication.news.manage\`). A blank title is \`VALIDATION_REQUIRED\`, a body with nothing to show \`COMMUNICATION_NEWS_EMPTY\`, a send date not in the future \`COMMUNICATION_SEND_DATE_PAST\`, no audience \`COMMUNICATION_AUDIENCE_EMPTY\`, an unknown department, office or role \`COMMUNICATION_AUDIENCE_UNKNOWN\`. Emits \`communication.news.created\`, and \`communication.news.sent\` on delivery.`,
          tags,
          summary: "Write a post: sent now, or at its sendDate (spec §7 POST /companies/{companyId}/news)",
          params: TenantParams,
          body: NewsInput,
          response: { 201: NewsPost },
        },
        onRequest: manage,
      },
      async (request, reply) => reply.status(201).send(await news.create(request.ctx, request.body)),
    );

    app.get(
      "/news",
      {
        schema: {
          description: `Every post of the company, scheduled ones too, newest send date first, paged with the total: each with its audience, state, how many people it was delivered to and how many opened it. Admins only (\`communication.news.manage\`).`,
          tags,
          summary: "Every post, scheduled ones too, with audience and read counts (admins)",
          params: TenantParams,
          querystring: NewsListQuery,
          response: { 200: NewsList },
        },
        onRequest: manage,
      },
      async (request) => news.list(request.ctx, request.query),
    );

    app.get(
      "/news/audiences",
      {
        schema: {
          description: `The departments, offices and roles a post can be addressed to, each by name. Admins only (\`communication.news.manage\`).`,
          tags,
          summary: "The departments, offices and roles a post can be addressed to",
          params: TenantParams,
          response: { 200: AudienceOptions },
        },
        onRequest: manage,
      },
      async (request) => news.audienceOptions(request.ctx),
    );

    app.post(
      "/news/images",
      {
        schema: {
          description: `Stores an image for a post (multipart field \`image\`, PNG or JPEG up to 2 MB, re-encoded without its metadata) and answers its address for the post's \`<img src>\`. Admins only (\`communication.news.manage\`); no file is \`FILE_REQUIRED\`, a larger one \`FILE_TOO_LARGE\`, anything but a PNG or JPEG image \`FILE_NOT_IMAGE\` or \`FILE_ONLY_PNG_JPG\`.`,
          tags,
          summary: "Upload an image for a post (multipart field `image`, PNG or JPG up to 2 MB)",
          params: TenantParams,
          response: { 201: NewsImage },
        },
        onRequest: manage,
      },
      async (request, reply) => {
        const upload = await plain.files.readUpload(request, { field: "image" });
        return reply.status(201).send(await news.saveImage(request.ctx, upload.body));
      },
    );

    app.get(
      "/news/images/:name",
      {
        schema: {
          description: `An image of one of the company's posts (another company's is not found), cached privately for a day. Any level (\`communication.news.read\`); an unknown image is 404 \`NOT_FOUND\`.`,
          tags,
          summary: "An image of a post",
          params: ImageParams,
          response: {
            200: Type.Unsafe<Buffer>({ type: "string", format: "binary", description: "A PNG or JPEG image." }),
          },
        },
        onRequest: read,
      },
      // the key is built from the caller's company: another tenant's image is not found
      async (request, reply) =>
        plain.files.send(reply, news.imageKey(request.ctx, request.params.name), {
          cacheControl: "private, max-age=86400",
        }),
    );

    app.get(
      "/news/feed",
      {
        schema: {
          description: `The caller's news: the posts addressed to everyone or to their department, office or role whose send date has come, pinned first then newest, paged, each with whether they opened it, and how many they have not opened (\`unread\`). Any level (\`communication.news.read\`); someone without a worker profile reads the company-wide posts.`,
          tags,
          summary: "The caller's news: posts addressed to them whose send date has come, pinned first",
          params: TenantParams,
          querystring: FeedQuery,
          response: { 200: Feed },
        },
        onRequest: read,
      },
      async (request) => news.feed(request.ctx, request.query),
    );

    app.get(
      "/news/feed/:newsId",
      {
        schema: {
          description: `One post of the caller's news, with whether they opened it. Any level (\`communication.news.read\`); a post not addressed to them, not yet sent or of another company is 404 \`NOT_FOUND\`.`,
          tags,
          summary: "One post of the caller's news",
          params: NewsParams,
          response: { 200: FeedPost },
        },
        onRequest: read,
      },
      async (request) => news.feedPost(request.ctx, request.params.newsId),
    );

    app.post(
      "/news/:newsId/read",
      {
        schema: {
          description: `Records that the caller opened a post of their news (once per person: the post's read count follows) and answers it as read. Any level (\`communication.news.read\`); a post not addressed to them or not yet sent is 404 \`NOT_FOUND\`.`,
          tags,
          summary: "The caller opened a post (counted once per person)",
          params: NewsParams,
          response: { 200: FeedPost },
        },
        onRequest: read,
      },
      async (request) => news.markRead(request.ctx, request.params.newsId),
    );

    app.get(
      "/news/:newsId",
      {
        schema: {
          description: `A post as its admins see it: its audience, send date, state, and delivery and read counts. Admins only (\`communication.news.manage\`); an unknown post is 404 \`NOT_FOUND\`.`,
          tags,
          summary: "A post as its admins see it",
          params: NewsParams,
          response: { 200: NewsPost },
        },
        onRequest: manage,
      },
      async (request) => news.get(request.ctx, request.params.newsId),
    );

    app.patch(
      "/news/:newsId",
      {
        schema: {
          description: `Pins or unpins a post, or moves a scheduled one to another future send date, and answers it. Admins only (\`communication.news.manage\`). A new date for a post already sent (or being delivered) is \`COMMUNICATION_NEWS_SENT\`, one not in the future \`COMMUNICATION_SEND_DATE_PAST\`; an unknown post is 404 \`NOT_FOUND\`.`,
          tags,
          summary: "Pin or unpin a post, or move a scheduled one to another send date",
          params: NewsParams,
          body: NewsPatch,
          response: { 200: NewsPost },
        },
        onRequest: manage,
      },
      async (request) => news.update(request.ctx, request.params.newsId, request.body),
    );

    app.delete(
      "/news/:newsId",
      {
        schema: {
          description: `Removes a post from the admins' list and everyone's news; a scheduled one is never sent. Admins only (\`communication.news.manage\`); an unknown post is 404 \`NOT_FOUND\`. Emits \`communication.news.removed\`.`,
          tags,
          summary: "Remove a post (a scheduled one is never sent)",
          params: NewsParams,
          response: { 204: Type.Null({ description: "Removed." }) },
        },
        onRequest: manage,
      },
      async (request, reply) => {
        await news.remove(request.ctx, request.params.newsId);
        return reply.status(204).send(null);
      },
    );
  };
