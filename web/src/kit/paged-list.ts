import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";
import { useState } from "react";
import type { PageSize } from "../components/DataTable/index.js";

/** A page of a list as the API answers it (`?limit=&skip=`). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

export interface PagedListOptions<T> {
  /** The list's query key; the page and its size are appended. */
  queryKey: QueryKey;
  /** Reads one page. */
  fetchPage: (page: { limit: PageSize; skip: number }) => Promise<ListPage<T>>;
  /** @default true */
  enabled?: boolean;
  /** @default 20 */
  initialPageSize?: PageSize;
}

/**
 * A server-paged list (spec §9: pages of 5, 20 or 50 rows): the query, and the props that wire DataTable's paging to
 * it (`<DataTable {...list.table} rows={list.items} ... />`). The previous page stays on screen while the next loads;
 * a new page size goes back to the first page.
 */
export function usePagedList<T>(options: PagedListOptions<T>) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(options.initialPageSize ?? 20);
  const query = useQuery({
    queryKey: [...options.queryKey, { page, pageSize }],
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
    queryFn: () => options.fetchPage({ limit: pageSize, skip: (page - 1) * pageSize }),
  });
  return {
    query,
    items: query.data?.items ?? [],
    page,
    setPage,
    /** DataTable's paging props. */
    table: {
      total: query.data?.total ?? 0,
      page,
      pageSize,
      onPageChange: setPage,
      onPageSizeChange: (size: PageSize) => {
        setPageSize(size);
        setPage(1);
      },
      isLoading: query.isPending,
    },
  };
}
