import { focusRing } from "./focus-ring";

/** Shared by text inputs and the select trigger so every control looks the same. */
export const inputStyles = [
  "flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base sm:text-sm",
  "disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground",
  "aria-invalid:border-destructive-text",
  focusRing,
  "focus-visible:outline-offset-0",
].join(" ");
