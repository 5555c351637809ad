import { useState } from "react";
import { FOLDER_NAME_REQUIRED } from "@folio/contract";

/**
 * The name field of the new-folder and rename-folder dialogs: required (spec point 5), its message
 * shown once the user has tried to submit.
 */
export function useFolderName(initial: string) {
  const [name, setName] = useState(initial);
  const [tried, setTried] = useState(false);
  const error = tried && !name.trim() ? FOLDER_NAME_REQUIRED : null;
  /** The trimmed name to send, or null (and the message shown) when it is empty. */
  const submitted = (): string | null => {
    setTried(true);
    return name.trim() || null;
  };
  return { name, setName, error, submitted };
}
