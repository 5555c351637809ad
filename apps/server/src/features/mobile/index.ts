export { createDevice, pollDeviceSession, type PollResult } from "./pairing.ts";
export { linkDevice, linkedDevice, unlinkDevice } from "./linking.ts";
