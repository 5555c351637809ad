import { createFileRoute } from "@tanstack/react-router";
import { DevicePairingPage } from "@/features/mobile";

/** The phone's pairing page: its device ID, shown until a signed-in user links it. */
export const Route = createFileRoute("/link-device")({
  component: DevicePairingPage,
});
