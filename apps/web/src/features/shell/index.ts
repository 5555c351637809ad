/** What the app uses of the shell: the signed-in layout (sidebar, top bar, user menu). */
export { AppShell } from "./components/app-shell";
