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
