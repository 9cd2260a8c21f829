import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Client } from "../../../sdk/src/index.js";
import type {
  AudienceOptions,
  Feed,
  FeedPost,
  NewsImage,
  NewsInput,
  NewsList,
  NewsPatch,
  NewsPost,
} from "../contract/index.js";
import { api, usePagedList, useSession } from "@web/kit";

type Json<T> = { content: { "application/json": T } };
type CompanyPath = { companyId: string };
type NewsPath = CompanyPath & { newsId: string };
type Page = { limit?: number; skip?: number };

/** The module's routes as the typed SDK sees them, written from the contract's schemas. */
export interface NewsPaths {
  "/api/companies/{companyId}/news": {
    get: { parameters: { path: CompanyPath; query?: Page }; responses: { 200: Json<NewsList> } };
    post: { parameters: { path: CompanyPath }; requestBody: Json<NewsInput>; responses: { 201: Json<NewsPost> } };
  };
  "/api/companies/{companyId}/news/audiences": {
    get: { parameters: { path: CompanyPath }; responses: { 200: Json<AudienceOptions> } };
  };
  "/api/companies/{companyId}/news/images": {
    post: { parameters: { path: CompanyPath }; requestBody: Json<FormData>; responses: { 201: Json<NewsImage> } };
  };
  "/api/companies/{companyId}/news/feed": {
    get: { parameters: { path: CompanyPath; query?: Page }; responses: { 200: Json<Feed> } };
  };
  "/api/companies/{companyId}/news/feed/{newsId}": {
    get: { parameters: { path: NewsPath }; responses: { 200: Json<FeedPost> } };
  };
  "/api/companies/{companyId}/news/{newsId}/read": {
    post: { parameters: { path: NewsPath }; responses: { 200: Json<FeedPost> } };
  };
  "/api/companies/{companyId}/news/{newsId}": {
    patch: { parameters: { path: NewsPath }; requestBody: Json<NewsPatch>; responses: { 200: Json<NewsPost> } };
    delete: { parameters: { path: NewsPath }; responses: { 204: { content?: never } } };
  };
}

const newsApi = api as unknown as Client<NewsPaths>;

/** Cache keys start with the module id and the company (a company switch never shows another tenant's news). */
export const newsKeys = {
  all: (companyId: string) => ["communication", companyId] as const,
};

export function useCompanyId(): string {
  return useSession().company?.id ?? "";
}

/** Every post with its state and read count, newest send date first (admins, /communication). */
export function useNewsTable() {
  const companyId = useCompanyId();
  return usePagedList<NewsPost>({
    queryKey: [...newsKeys.all(companyId), "admin"],
    enabled: Boolean(companyId),
    fetchPage: (page) => newsApi.get("/api/companies/{companyId}/news", { params: { companyId }, query: page }),
  });
}

export function useAudienceOptions() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...newsKeys.all(companyId), "audiences"],
    enabled: Boolean(companyId),
    queryFn: () => newsApi.get("/api/companies/{companyId}/news/audiences", { params: { companyId } }),
  });
}

/** The caller's feed, pinned first (home card, /news). */
export function useFeed(page: { limit: number; skip: number }) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...newsKeys.all(companyId), "feed", page.limit, page.skip],
    enabled: Boolean(companyId),
    queryFn: () => newsApi.get("/api/companies/{companyId}/news/feed", { params: { companyId }, query: page }),
  });
}

export function useFeedPost(newsId: string) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...newsKeys.all(companyId), "feed", "post", newsId],
    enabled: Boolean(companyId && newsId),
    queryFn: () => newsApi.get("/api/companies/{companyId}/news/feed/{newsId}", { params: { companyId, newsId } }),
  });
}

/** Records that the caller opened a post; the feed's unread marks follow. */
export function useMarkRead() {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    meta: { quiet: true },
    mutationFn: (newsId: string) =>
      newsApi.post("/api/companies/{companyId}/news/{newsId}/read", { params: { companyId, newsId } }),
    onSuccess: async () => client.invalidateQueries({ queryKey: [...newsKeys.all(companyId), "feed"] }),
  });
}

export function useCreateNews(options: { onSuccess?: (post: NewsPost) => void; onError?: (error: unknown) => void }) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    // the form shows the error next to its field
    meta: { quiet: true },
    mutationFn: (body: NewsInput) => newsApi.post("/api/companies/{companyId}/news", { params: { companyId }, body }),
    onSuccess: async (post) => {
      await client.invalidateQueries({ queryKey: newsKeys.all(companyId) });
      options.onSuccess?.(post);
    },
    onError: options.onError,
  });
}

export function useUpdateNews(options: { onSuccess?: (post: NewsPost) => void }) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ newsId, patch }: { newsId: string; patch: NewsPatch }) =>
      newsApi.patch("/api/companies/{companyId}/news/{newsId}", { params: { companyId, newsId }, body: patch }),
    onSuccess: async (post) => {
      await client.invalidateQueries({ queryKey: newsKeys.all(companyId) });
      options.onSuccess?.(post);
    },
  });
}

export function useRemoveNews(options: { onSuccess?: () => void }) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (newsId: string) =>
      newsApi.delete("/api/companies/{companyId}/news/{newsId}", { params: { companyId, newsId } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: newsKeys.all(companyId) });
      options.onSuccess?.();
    },
  });
}

/** Uploads an image for a post (multipart `image`); its address for the editor. */
export function uploadNewsImage(companyId: string, file: File): Promise<NewsImage> {
  const body = new FormData();
  body.append("image", file, file.name);
  // multipart: the route declares no JSON body, so the typed client passes the form through
  return newsApi.post("/api/companies/{companyId}/news/images", { params: { companyId }, body });
}
