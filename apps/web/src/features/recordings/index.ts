import { lazyRouteComponent } from "@tanstack/react-router";

/** Session recording: the recorder every page mounts (consent-gated) and the operator's recordings page. */
export { SessionRecorder } from "./components/session-recorder";
// Loaded when an operator opens it: the recorder is on every page, the page is not.
export const RecordingsPage = lazyRouteComponent(() => import("./components/recordings-page"), "RecordingsPage");
