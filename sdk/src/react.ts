/**
 * `@workforce-platform/sdk/react`: React hooks over the typed client (React ≥ 18 is a peer dependency; nothing
 * else). They cover what a small integration needs: read a route, page through a list, call a mutation. An app with
 * a data layer of its own (TanStack Query, SWR) can call the client from it instead.
 *
 * @example
 * const api = createClient({ baseUrl: "https://hr.example.com", apiKey });
 * root.render(<ApiProvider client={api}><App /></ApiProvider>);
 * // in a component:
 * const health = useApiQuery("/api/health");
 */
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import type { ApiError } from "./api-error.js";
import type { Client } from "./client.js";
import type { paths } from "./generated/api.js";
import type { PageItem, PaginatedPaths, PaginateOptions } from "./paginate.js";
import type { HttpMethod, OperationOf, PathsWithMethod, RequestArgs, RequestOptions, ResponseBody } from "./types.js";

const ClientContext = createContext<Client<unknown> | null>(null);

/** Makes `client` the one the hooks below use. */
export function ApiProvider<Paths = paths>(props: { client: Client<Paths>; children?: ReactNode }) {
  return createElement(ClientContext.Provider, { value: props.client as Client<unknown> }, props.children);
}

/** The client given to {@link ApiProvider}; throws outside one. */
export function useApiClient<Paths = paths>(): Client<Paths> {
  const client = useContext(ClientContext);
  if (!client) throw new Error("useApiClient: wrap the tree in <ApiProvider client={...}>");
  return client as Client<Paths>;
}

/** What {@link useApiQuery} returns. */
export interface QueryState<T> {
  data: T | undefined;
  /** The last failure: an `ApiError` (with its catalogue `code`) or a network error. */
  error: ApiError | Error | undefined;
  isLoading: boolean;
  /** Reads again (after a mutation, on a button). */
  refetch: () => void;
}

// options minus what cannot be part of a key (the signal)
function keyOf(path: string, options: unknown): string {
  return JSON.stringify([path, options], (k, v: unknown) => (k === "signal" ? undefined : v));
}

/**
 * Reads a GET route when the component mounts and whenever the path or options change (compared by value); a newer
 * read cancels the older one.
 *
 * @example
 * const { data, error, isLoading } = useApiQuery("/api/companies/{companyId}/offices", { params: { companyId } });
 */
export function useApiQuery<P extends PathsWithMethod<paths, "get">>(
  path: P,
  ...[options]: RequestArgs<OperationOf<paths, P, "get">>
): QueryState<ResponseBody<OperationOf<paths, P, "get">>> {
  const client = useApiClient();
  const [state, setState] = useState<{ data?: unknown; error?: Error; isLoading: boolean }>({ isLoading: true });
  const [generation, setGeneration] = useState(0);
  const key = keyOf(path, options);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, isLoading: true }));
    const get = client.get as unknown as (path: string, init?: object) => Promise<unknown>;
    get(path, { ...latest.current, signal: controller.signal }).then(
      (data) => !controller.signal.aborted && setState({ data, isLoading: false }),
      (error: Error) => !controller.signal.aborted && setState((s) => ({ data: s.data, error, isLoading: false })),
    );
    return () => controller.abort();
  }, [client, key, generation]);

  const refetch = useCallback(() => setGeneration((g) => g + 1), []);
  return {
    data: state.data as ResponseBody<OperationOf<paths, P, "get">> | undefined,
    error: state.error,
    isLoading: state.isLoading,
    refetch,
  };
}

/** What {@link useApiMutation} returns. */
export interface MutationState<Op> {
  /** Sends the call; resolves to its result, rejects with its error (also kept in `error`). */
  mutate: (...args: RequestArgs<Op>) => Promise<ResponseBody<Op>>;
  data: ResponseBody<Op> | undefined;
  error: ApiError | Error | undefined;
  isPending: boolean;
}

/**
 * A write (POST, PUT, PATCH, DELETE) sent on demand.
 *
 * @example
 * const create = useApiMutation("post", "/api/companies/{companyId}/offices");
 * await create.mutate({ params: { companyId }, body: { name: "Lisbon" } });
 */
export function useApiMutation<M extends Exclude<HttpMethod, "get">, P extends PathsWithMethod<paths, M>>(
  method: M,
  path: P,
): MutationState<OperationOf<paths, P, M>> {
  type Op = OperationOf<paths, P, M>;
  const client = useApiClient();
  const [state, setState] = useState<{ data?: unknown; error?: Error; isPending: boolean }>({ isPending: false });
  const mutate = useCallback(
    async (...args: RequestArgs<Op>): Promise<ResponseBody<Op>> => {
      setState((s) => ({ ...s, isPending: true }));
      const send = client.request as unknown as (method: string, path: string, init?: object) => Promise<unknown>;
      try {
        const data = await send(method, path, args[0] as RequestOptions<Op> | undefined);
        setState({ data, isPending: false });
        return data as ResponseBody<Op>;
      } catch (error) {
        setState({ error: error as Error, isPending: false });
        throw error;
      }
    },
    [client, method, path],
  );
  return { mutate, data: state.data as ResponseBody<Op> | undefined, error: state.error, isPending: state.isPending };
}

/** What {@link useApiList} returns: the items read so far and a way to read the next page. */
export interface ListState<T> {
  items: T[];
  /** The route's `total` (undefined before the first page). */
  total: number | undefined;
  error: ApiError | Error | undefined;
  isLoading: boolean;
  hasMore: boolean;
  /** Reads the next page and appends its items. */
  loadMore: () => void;
}

/**
 * A list route read page by page (`limit`/`skip`), for "load more" lists. Starts over when the path or options change.
 *
 * @example
 * const workers = useApiList("/api/companies/{companyId}/workers", { params: { companyId }, pageSize: 20 });
 * workers.items.map((w) => w.name); workers.hasMore && workers.loadMore();
 */
export function useApiList<P extends PaginatedPaths<paths>>(
  path: P,
  options: PaginateOptions<OperationOf<paths, P, "get">>,
): ListState<PageItem<paths, P>> {
  type Item = PageItem<paths, P>;
  const client = useApiClient();
  const key = keyOf(path, options);
  const latest = useRef(options);
  latest.current = options;
  const [state, setState] = useState<{ items: Item[]; total?: number; error?: Error; isLoading: boolean }>({
    items: [],
    isLoading: true,
  });
  const [skip, setSkip] = useState(0);

  // a new key starts over
  useEffect(() => {
    setState({ items: [], isLoading: true });
    setSkip(0);
  }, [key]);

  useEffect(() => {
    const controller = new AbortController();
    const { pageSize, query, ...rest } = latest.current as { pageSize?: number; query?: object };
    const get = client.get as unknown as (path: string, init: object) => Promise<{ items: Item[]; total: number }>;
    setState((s) => ({ ...s, isLoading: true }));
    get(path, {
      ...rest,
      query: { ...query, skip, ...(pageSize === undefined ? {} : { limit: pageSize }) },
      signal: controller.signal,
    }).then(
      (page) =>
        !controller.signal.aborted &&
        setState((s) => ({
          items: skip === 0 ? page.items : [...s.items, ...page.items],
          total: page.total,
          isLoading: false,
        })),
      (error: Error) => !controller.signal.aborted && setState((s) => ({ ...s, error, isLoading: false })),
    );
    return () => controller.abort();
  }, [client, key, skip, path]);

  const hasMore = state.total !== undefined && state.items.length < state.total;
  const loadMore = useCallback(() => {
    if (!state.isLoading && hasMore) setSkip(state.items.length);
  }, [state.isLoading, state.items.length, hasMore]);
  return { items: state.items, total: state.total, error: state.error, isLoading: state.isLoading, hasMore, loadMore };
}
