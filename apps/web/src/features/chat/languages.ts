import type { ChatLanguage } from "@folio/contract";

/** The ten chat languages with the name each uses for itself. */
export const LANGUAGE_NAMES: Record<ChatLanguage, string> = {
  EN: "English",
  ZH: "中文",
  JA: "日本語",
  ES: "Español",
  DE: "Deutsch",
  FR: "Français",
  KO: "한국어",
  PT: "Português",
  AR: "العربية",
  IT: "Italiano",
};

export const RTL_LANGUAGES: ReadonlySet<string> = new Set(["AR"]);
