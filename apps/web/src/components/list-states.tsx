import type { ReactNode } from "react";
import { Alert } from "./ui/alert";
import { Button } from "./ui/button";
import { Skeleton } from "./ui/skeleton";
import { errorDetail } from "@/lib/api-client";

interface ListSkeletonProps {
  /** What is loading, for screen readers ("Loading documents"). */
  label: string;
  count: number;
  /** The height (and shape) of one placeholder row, close to the real row's so nothing jumps. */
  itemClassName: string;
  className?: string;
}

/** Placeholder rows while a list loads. */
export function ListSkeleton({ label, count, itemClassName, className = "flex flex-col gap-2" }: ListSkeletonProps) {
  return (
    <div className={className} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  );
}

/** A list or page that failed to load: the server's reason and a way to try again, inline. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert tone="error">
      {errorDetail(error)}{" "}
      <Button variant="link" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}

interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** The way out of the empty state: make the first item, or clear a search. */
  action?: ReactNode;
}

interface QueryListProps {
  /** The list's query, as TanStack Query gives it. */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch(): unknown };
  loading: ListSkeletonProps;
  /** True when the loaded list has nothing to show. */
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}

/** A list's states in order: placeholder rows while it loads, the error with Retry, the empty state, the list. */
export function QueryList({ query, loading, isEmpty, empty, children }: QueryListProps) {
  if (query.isPending) return <ListSkeleton {...loading} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <>{isEmpty ? empty : children}</>;
}

/** The button under a list read page by page, while there is a next page. */
export function LoadMoreButton({ list }: { list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): unknown } }) {
  if (!list.hasNextPage) return null;
  return (
    <Button variant="outline" className="self-center" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
      Load more
    </Button>
  );
}

/** A list with nothing in it: what is missing, why it matters and what to do next. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <div className="rounded-lg border border-dashed px-6 py-12 text-center">
      {icon ? <div className="mb-2 flex justify-center text-muted-foreground [&_svg]:size-8">{icon}</div> : null}
      <p className="font-medium">{title}</p>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-4 flex justify-center">{action}</div> : null}
    </div>
  );
}
