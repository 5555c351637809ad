import { useCallback, useState } from "react";
import { CHAT_LANGUAGES, type ChatLanguage } from "@folio/contract";

const MODEL_KEY = "folio.chat.model";
const LANGUAGE_KEY = "folio.chat.language";
/** Per user: a premium account's choice does not carry over to a free one on the same device. */
const sniperKey = (userId: string) => `folio.chat.sniper.${userId}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** The chat's model and language, remembered on this device. */
export function useChatPreferences() {
  const [model, setModelState] = useState<string | null>(() => read(MODEL_KEY));
  const [language, setLanguageState] = useState<ChatLanguage>(() => {
    const stored = read(LANGUAGE_KEY);
    return (CHAT_LANGUAGES as readonly string[]).includes(stored ?? "") ? (stored as ChatLanguage) : "EN";
  });
  const setModel = useCallback((value: string) => {
    write(MODEL_KEY, value);
    setModelState(value);
  }, []);
  const setLanguage = useCallback((value: ChatLanguage) => {
    write(LANGUAGE_KEY, value);
    setLanguageState(value);
  }, []);
  return { model, setModel, language, setLanguage };
}

/** Whether this user keeps sniper mode on, remembered on this device (off until they turn it on). */
export function useSniperPreference(userId: string) {
  const [on, setOnState] = useState(() => read(sniperKey(userId)) === "on");
  const setOn = useCallback(
    (value: boolean) => {
      write(sniperKey(userId), value ? "on" : "off");
      setOnState(value);
    },
    [userId],
  );
  return { on, setOn };
}

const SOURCE_PANE_KEY = "folio.chat.sourcePaneWidth";

/** The source pane's width in pixels once the user has resized it (null: the default share of the screen), kept on this device. */
export function useSourcePaneWidth() {
  const [width, setWidthState] = useState<number | null>(() => {
    const stored = Number(read(SOURCE_PANE_KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  });
  const setWidth = useCallback((value: number) => {
    write(SOURCE_PANE_KEY, String(Math.round(value)));
    setWidthState(Math.round(value));
  }, []);
  return { width, setWidth };
}
