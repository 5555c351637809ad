import { CircleAlert } from "lucide-react";
import { Button } from "./ui/button";

interface ErrorStateProps {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A section that failed to load: what happened, and a way to try again. */
export function ErrorState({ message, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
      <CircleAlert aria-hidden="true" className="size-6 text-destructive-text" />
      <p className="max-w-sm text-sm">{message}</p>
      <Button variant="outline" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </div>
  );
}
