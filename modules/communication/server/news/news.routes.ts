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
        schema: { tags, summary: "One post of the caller's news", params: NewsParams, response: { 200: FeedPost } },
        onRequest: read,
      },
      async (request) => news.feedPost(request.ctx, request.params.newsId),
    );

    app.post(
      "/news/:newsId/read",
      {
        schema: {
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
        schema: { tags, summary: "A post as its admins see it", params: NewsParams, response: { 200: NewsPost } },
        onRequest: manage,
      },
      async (request) => news.get(request.ctx, request.params.newsId),
    );

    app.patch(
      "/news/:newsId",
      {
        schema: {
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
