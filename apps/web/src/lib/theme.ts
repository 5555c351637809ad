import { useSyncExternalStore } from "react";

export type Theme = "light" | "dark";

/** Also read by the inline script in index.html, which applies the theme before the first paint. */
const THEME_KEY = "folio.theme";

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === "light" || value === "dark" ? value : null;
  } catch {
    return null;
  }
}

function systemTheme(): Theme {
  return typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/** The theme in force: the one the user chose on this device, else the system's. */
export function currentTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

const listeners = new Set<() => void>();

function apply(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Not remembered when storage is blocked; the choice still applies to this page.
  }
  apply(theme);
  listeners.forEach((notify) => notify());
}

export function toggleTheme(): void {
  setTheme(currentTheme() === "dark" ? "light" : "dark");
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  // Follow the system while the user has not chosen a theme.
  const media = typeof matchMedia === "function" ? matchMedia("(prefers-color-scheme: dark)") : null;
  const onSystemChange = () => {
    if (storedTheme()) return;
    apply(systemTheme());
    notify();
  };
  media?.addEventListener("change", onSystemChange);
  return () => {
    listeners.delete(notify);
    media?.removeEventListener("change", onSystemChange);
  };
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => "light");
}
